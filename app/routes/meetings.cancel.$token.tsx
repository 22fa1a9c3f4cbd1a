import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { CancelMeetingPage, LinkNoLongerValid, MeetingCancelled } from "~/features/booking/components/meeting-pages";
import { handleCancelPost, loadCancelPage, MEETING_LINK_FORM } from "~/features/booking/manage-pages.server";
import { endpointAction } from "~/utils/endpoint.server";
import { meetingPageHeaders, meetingPageMeta } from "~/features/booking/meeting-page-meta";

/** /meetings/cancel/{token}: the link in the booking e-mails to cancel the meeting (decision 067). */
export function loader({ request, params }: LoaderFunctionArgs) {
  return loadCancelPage(request, params.token ?? "");
}

export const action = /* @__PURE__ */ endpointAction(MEETING_LINK_FORM, ({ request, params }) => handleCancelPost(request, params.token ?? ""));

export const headers: HeadersFunction = meetingPageHeaders;

export const meta: MetaFunction = ({ matches }) => meetingPageMeta("Cancel your consultation", matches);

export default function CancelMeetingRoute() {
  const page = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  if (refused?.state === "gone" || page.state === "gone") return <LinkNoLongerValid />;
  if (page.state === "cancelled") return <MeetingCancelled meeting={page.meeting} />;
  return <CancelMeetingPage meeting={page.meeting} />;
}
