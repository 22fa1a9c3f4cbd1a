import type { LoaderFunctionArgs } from "@remix-run/node";
import { partnerLinkQrCode } from "~/features/partners/partner-pages.server";
import { requireStaffPermission } from "~/features/staff/session.server";

/** The QR code of a link's tracking URL, as an SVG download for staff who manage partners. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStaffPermission(request, "partners");
  return partnerLinkQrCode(request, params.id, params.linkId);
}
