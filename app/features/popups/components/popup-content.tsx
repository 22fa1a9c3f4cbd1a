import { useEffect, useRef, useState, type MouseEvent } from "react";
import type { PopupView } from "../view";

/** The image's box: the panel's full width at this ratio; other sizes are cropped to it (lightbox-popup.css). */
const POPUP_IMAGE_SIZE = { width: 520, height: 220 };

export interface PopupControls {
  /** Without JavaScript: a link to the close route. */
  closeHref?: string;
  /** With JavaScript: closes the dialog. */
  onClose?: () => void;
  ctaHref: string;
  onCta?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

interface PopupContentProps {
  popup: PopupView;
  titleId: string;
  descriptionId: string;
  /** Without controls the panel is a picture of the pop-up (the inline preview): nothing to press. */
  controls?: PopupControls;
}

/** The inside of the pop-up: close control, optional image, title, description, call to action. */
export function PopupContent({ popup, titleId, descriptionId, controls }: PopupContentProps) {
  return (
    <div className="lightbox__panel">
      {controls ? (
        <CloseControls controls={controls} />
      ) : (
        <span className="lightbox__close" aria-hidden="true">
          ×
        </span>
      )}
      {popup.image ? <PopupImage key={popup.image} src={popup.image} /> : null}
      <div className="lightbox__body">
        <h2 id={titleId} className="lightbox__title">
          {popup.header}
        </h2>
        {popup.description ? (
          <p id={descriptionId} className="lightbox__text">
            {popup.description}
          </p>
        ) : null}
        {controls ? (
          <a
            href={controls.ctaHref}
            className="button button--accent button--large lightbox__cta"
            onClick={controls.onCta}
          >
            {popup.ctaText}
          </a>
        ) : (
          <span className="button button--accent button--large lightbox__cta">{popup.ctaText}</span>
        )}
      </div>
    </div>
  );
}

/** A link to the close route in the no-JavaScript pop-up, a button in the scripted one. */
function CloseControls({ controls }: { controls: PopupControls }) {
  return (
    <>
      {controls.closeHref ? (
        <a
          href={controls.closeHref}
          className="lightbox__close lightbox__close--link"
          aria-label="Close"
          rel="nofollow"
        >
          <span aria-hidden="true">×</span>
        </a>
      ) : null}
      {controls.onClose ? (
        <button
          type="button"
          className="lightbox__close lightbox__close--button"
          aria-label="Close"
          onClick={controls.onClose}
        >
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </>
  );
}

/**
 * An image that fails to load is removed and the pop-up becomes text only (product reference §4.1).
 * A failure before hydration never reaches onError, so the state is checked on mount too.
 */
function PopupImage({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const image = ref.current;
    if (image?.complete && image.naturalWidth === 0) setFailed(true);
  }, []);
  if (failed) return null;
  // Decorative: the title and text carry the message. The size reserves the box (no shift when it arrives).
  return (
    <img
      ref={ref}
      src={src}
      alt=""
      width={POPUP_IMAGE_SIZE.width}
      height={POPUP_IMAGE_SIZE.height}
      className="lightbox__image"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
