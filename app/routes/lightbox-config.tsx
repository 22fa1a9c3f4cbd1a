// "lightbox" is the product's name for the pop-up in URLs and data (product reference §3.1); the code says "pop-up".
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, Outlet } from "@remix-run/react";
import { staffPageLinks } from "~/features/popups/staff-page";
import { requireManifestEntry } from "~/features/routing/route-manifest.server";
import { requireStaffPermission } from "~/features/staff/session.server";
import { commitCsrfToken } from "~/utils/csrf.server";
import { staffAreaHandle, staffAreaHeaders } from "~/utils/staff-area";

/** /lightbox-config and below: the pop-up editor for signed-in staff (each child checks sign-in too). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaffPermission(request, "popups");
  const [csrf, cookie] = await commitCsrfToken(request);
  return data(
    { entry: requireManifestEntry("/lightbox-config"), csrf },
    cookie ? { headers: { "Set-Cookie": cookie } } : undefined
  );
}

export const headers = staffAreaHeaders;
export const handle = staffAreaHandle;
export const links = staffPageLinks;

export default function PopupConfigLayout() {
  return (
    <div className="section">
      <div className="container">
        <nav aria-label="Pop-up tools" className="lightbox-admin__nav">
          <Link to="/admin/leads">Leads</Link>
          <Link to="/lightbox-config">Pop-up settings</Link>
          <Link to="/admin/lightboxes">Pop-up results</Link>
          <Link to="/lightbox">Preview</Link>
        </nav>
        <Outlet />
      </div>
    </div>
  );
}
