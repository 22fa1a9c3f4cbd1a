import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData, useRouteLoaderData, type MetaFunction } from "@remix-run/react";
import { MediaLibraryScreen } from "~/features/media-library/components/media-library-screen";
import { handleMediaPost, loadMediaLibrary, MEDIA_FORM } from "~/features/media-library/media-library.server";
import { requireStaffPermission } from "~/features/staff/session.server";
import mediaStyles from "~/styles/media-library.css";
import { staffAreaHeaders, staffAreaShouldRevalidate, staffMeta } from "~/utils/staff-area";
import { endpointAction } from "~/utils/endpoint.server";
import type { loader as staffLayoutLoader } from "./admin";

/** /admin/media: the media library (decision 083). */
export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireStaffPermission(request, "content");
  return loadMediaLibrary(staff, new URL(request.url));
}

export const action = /* @__PURE__ */ endpointAction(MEDIA_FORM, ({ request, caller }) => handleMediaPost(request, caller));

export const links: LinksFunction = () => [{ rel: "stylesheet", href: mediaStyles }];
export const headers = staffAreaHeaders;
/** The editors' image picker loads this page's data (~/utils/background-requests). */
export const shouldRevalidate = staffAreaShouldRevalidate;
export const meta: MetaFunction = () => staffMeta("Media library | Staff");

export default function MediaLibrary() {
  const { images, deleting, notice } = useLoaderData<typeof loader>();
  const refusal = useActionData<typeof action>() ?? null;
  const csrf = useRouteLoaderData<typeof staffLayoutLoader>("routes/admin")?.csrf ?? "";
  return <MediaLibraryScreen images={images} deleting={deleting} notice={notice} refusal={refusal} csrf={csrf} />;
}
