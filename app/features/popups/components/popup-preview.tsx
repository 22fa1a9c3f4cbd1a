import { useCallback, useId, useState } from "react";
import type { PopupView } from "../view";
import { PopupContent } from "./popup-content";
import { PopupModal } from "./popup-modal";

/**
 * The staff preview of a pop-up: shown in place as a picture of it, with a button that
 * opens it as the visitor would see it; no trigger, no marker, nothing counted, and the
 * call to action goes nowhere.
 */
export function PopupPreview({ popup }: { popup: PopupView }) {
  const titleId = useId();
  const descriptionId = useId();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <div className="lightbox-preview" data-lightbox-preview="">
      <div className="lightbox-preview__stage">
        <div className="lightbox lightbox--inline" role="group" aria-labelledby={titleId}>
          <PopupContent popup={popup} titleId={titleId} descriptionId={descriptionId} />
        </div>
      </div>
      <ul className="lightbox-preview__facts">
        <li>
          {popup.showOnExit
            ? "Shown when the pointer leaves through the top of the page"
            : "Shown 3 seconds after the page opens"}
        </li>
        <li>
          {popup.showOnce ? "Shown once per browser" : "Shown on every visit until closed (then not for a day)"}
        </li>
        <li>{popup.closeOnOverlay ? "A click outside closes it" : "Only the close button and Escape close it"}</li>
        <li>
          The button goes to <code>{popup.ctaUrl}</code>
        </li>
      </ul>
      <p className="lightbox-preview__show">
        <button type="button" className="button button--ghost" onClick={() => setOpen(true)}>
          Show as pop-up
        </button>
      </p>
      <PopupModal
        popup={popup}
        open={open}
        onClose={close}
        controls={{
          ctaHref: popup.ctaUrl,
          // A preview never leaves the editor and never counts a click.
          onCta: (event) => {
            event.preventDefault();
            close();
          },
        }}
      />
    </div>
  );
}
