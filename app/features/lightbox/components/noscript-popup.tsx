import { useLocation } from "@remix-run/react";
import { useId } from "react";
import popupStylesheet from "~/styles/lightbox-popup.css";
import { lightboxLinks, type LightboxView } from "../view";
import { LightboxContent } from "./lightbox-content";

/**
 * Without JavaScript: a layer over the page that CSS reveals after 3 s, a close link,
 * the call to action as a link through the counting route, and the impression pixel.
 * Rendered on the server only: React leaves <noscript> content alone in the browser, so
 * page-popup.tsx loads this module lazily and no browser ever fetches it.
 */
export default function NoScriptPopup({ lightbox }: { lightbox: LightboxView }) {
  const titleId = useId();
  const descriptionId = useId();
  const location = useLocation();
  const closeHref = lightboxLinks.close(lightbox.id, `${location.pathname}${location.search}`);
  return (
    <>
      <link rel="stylesheet" href={popupStylesheet} />
      <div className={`lightbox-layer${lightbox.showOnExit ? " lightbox-layer--exit" : ""}`}>
        {/* The dimmed page behind the pop-up: a close link when overlay clicks close it. */}
        {lightbox.closeOnOverlay ? (
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
          aria-describedby={lightbox.description ? descriptionId : undefined}
        >
          <LightboxContent
            lightbox={lightbox}
            titleId={titleId}
            descriptionId={descriptionId}
            controls={{ closeHref, ctaHref: lightboxLinks.go(lightbox.id) }}
          />
        </dialog>
      </div>
      {/* Counted once: only a browser without JavaScript loads this; with it, the live pop-up reports. */}
      {lightbox.showOnExit ? null : (
        <img src={lightboxLinks.seen(lightbox.id)} alt="" width={1} height={1} className="lightbox-pixel" />
      )}
    </>
  );
}
