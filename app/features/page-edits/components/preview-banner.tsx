import { Link } from "@remix-run/react";
import type { PagePreviewBanner } from "../page-view.server";

/** Above a page shown as a staff preview: what it is, how long the link works, and the way back to the editor. */
export function PreviewBanner({ preview }: { preview: PagePreviewBanner | null }) {
  if (!preview) return null;
  return (
    <div className="container">
      <p className="notice page-preview" role="status">
        {preview.message} <Link to={preview.editPath}>Back to the editor</Link>
      </p>
    </div>
  );
}
