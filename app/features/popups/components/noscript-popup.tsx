import { useLocation } from "@remix-run/react";
import { useId } from "react";
import popupStylesheet from "~/styles/lightbox-popup.css";
import { popupLinks, type PopupView } from "../view";
import { PopupContent } from "./popup-content";

/**
 * Without JavaScript: a layer over the page that CSS reveals after 3 s, a close link,
 * the call to action as a link through the counting route, and the impression pixel.
 * Rendered on the server only: React leaves <noscript> content alone in the browser, so
 * page-popup.tsx loads this module lazily and no browser ever fetches it.
 */
export default function NoScriptPopup({ popup }: { popup: PopupView }) {
  const titleId = useId();
  const descriptionId = useId();
  const location = useLocation();
  const closeHref = popupLinks.close(popup.id, `${location.pathname}${location.search}`);
  return (
    <>
      <link rel="stylesheet" href={popupStylesheet} />
      <div className={`lightbox-layer${popup.showOnExit ? " lightbox-layer--exit" : ""}`}>
        {/* The dimmed page behind the pop-up: a close link when overlay clicks close it. */}
        {popup.closeOnOverlay ? (
          <a href={closeHref} className="lightbox-layer__overlay" aria-hidden="true" tabIndex={-1} rel="nofollow">
            <span className="visually-hidden">Close</span>
          </a>
        ) : (
          <div className="lightbox-layer__overlay" />
        )}
        <dialog
          open
          className="lightbox"
          aria-labelledby={titleId}
          aria-describedby={popup.description ? descriptionId : undefined}
        >
          <PopupContent
            popup={popup}
            titleId={titleId}
            descriptionId={descriptionId}
            controls={{ closeHref, ctaHref: popupLinks.go(popup.id) }}
          />
        </dialog>
      </div>
      {/* Counted once: only a browser without JavaScript loads this; with it, the live pop-up reports. */}
      {popup.showOnExit ? null : (
        <img src={popupLinks.seen(popup.id)} alt="" width={1} height={1} className="lightbox-pixel" />
      )}
    </>
  );
}
