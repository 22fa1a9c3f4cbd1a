import { useCallback, useId, useState } from "react";
import type { LightboxView } from "../view";
import { LightboxContent } from "./lightbox-content";
import { LightboxModal } from "./lightbox-modal";

/**
 * The staff preview of a pop-up: shown in place as a picture of it, with a button that
 * opens it as the visitor would see it; no trigger, no marker, nothing counted, and the
 * call to action goes nowhere.
 */
export function LightboxPreview({ lightbox }: { lightbox: LightboxView }) {
  const titleId = useId();
  const descriptionId = useId();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <div className="lightbox-preview" data-lightbox-preview="">
      <div className="lightbox-preview__stage">
        <div className="lightbox lightbox--inline" role="group" aria-labelledby={titleId}>
          <LightboxContent lightbox={lightbox} titleId={titleId} descriptionId={descriptionId} />
        </div>
      </div>
      <ul className="lightbox-preview__facts">
        <li>
          {lightbox.showOnExit
            ? "Shown when the pointer leaves through the top of the page"
            : "Shown 3 seconds after the page opens"}
        </li>
        <li>
          {lightbox.showOnce ? "Shown once per browser" : "Shown on every visit until closed (then not for a day)"}
        </li>
        <li>{lightbox.closeOnOverlay ? "A click outside closes it" : "Only the close button and Escape close it"}</li>
        <li>
          The button goes to <code>{lightbox.ctaUrl}</code>
        </li>
      </ul>
      <p className="lightbox-preview__show">
        <button type="button" className="button button--ghost" onClick={() => setOpen(true)}>
          Show as pop-up
        </button>
      </p>
      <LightboxModal
        lightbox={lightbox}
        open={open}
        onClose={close}
        controls={{
          ctaHref: lightbox.ctaUrl,
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
