import { Link } from "@remix-run/react";

/** The pop-up's three staff screens, all of the "popups" area: a role that sees one may open each. */
export function PopupToolsNav() {
  return (
    <nav aria-label="Pop-up tools" className="lightbox-admin__nav">
      <Link to="/lightbox-config">Pop-up settings</Link>
      <Link to="/admin/lightboxes">Pop-up results</Link>
      <Link to="/lightbox">Preview</Link>
    </nav>
  );
}
