import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { LinkNoLongerValid, MeetingMoved, RescheduleMeetingPage } from "~/features/booking/components/meeting-pages";
import { handleReschedulePost, loadReschedulePage, MEETING_LINK_FORM } from "~/features/booking/manage-pages.server";
import { endpointAction } from "~/utils/endpoint.server";
import { meetingPageHeaders, meetingPageMeta } from "~/features/booking/meeting-page-meta";

/** /meetings/reschedule/{token}: the link in the booking e-mails to move the meeting (decision 067). */
export function loader({ request, params }: LoaderFunctionArgs) {
  return loadReschedulePage(request, params.token ?? "");
}

export const action = /* @__PURE__ */ endpointAction(MEETING_LINK_FORM, ({ request, params }) => handleReschedulePost(request, params.token ?? ""));

export const headers: HeadersFunction = meetingPageHeaders;

export const meta: MetaFunction = ({ matches }) => meetingPageMeta("Choose another time", matches);

export default function RescheduleMeetingRoute() {
  const page = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const { pathname } = useLocation();
  if (refused?.state === "gone" || page.state === "gone") return <LinkNoLongerValid />;
  if (page.state === "moved") return <MeetingMoved meeting={page.meeting} changeLink={pathname} />;
  const message = refused?.state === "refused" ? refused.message : page.message;
  return <RescheduleMeetingPage page={page} message={message} />;
}
