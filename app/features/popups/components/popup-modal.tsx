import { useEffect, useId, useRef } from "react";
import type { PopupView } from "../view";
import { PopupContent, type PopupControls } from "./popup-content";

interface PopupModalProps {
  popup: PopupView;
  /** Visibility as the script decides it; the dialog is modal while true. */
  open: boolean;
  /** Escape, a backdrop click, the close button. */
  onClose: () => void;
  /** The call to action (the close button is the dialog's own). */
  controls: Pick<PopupControls, "ctaHref" | "onCta">;
}

/**
 * The pop-up as an accessible modal <dialog> (the live pop-up and the staff preview's
 * "Show as pop-up"): showModal (focus moves in, the page behind is inert), Escape, a
 * backdrop click when the pop-up allows it, and focus back where it was.
 */
export function PopupModal({ popup, open, onClose, controls }: PopupModalProps) {
  const titleId = useId();
  const descriptionId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const active = document.activeElement;
      returnFocus.current = active instanceof HTMLElement && active !== document.body ? active : null;
      dialog.showModal();
      dialog.querySelector<HTMLElement>(".lightbox__close--button")?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  return (
    // The click handler only catches backdrop clicks; the keyboard equivalent is Escape (onCancel).
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      className="lightbox"
      aria-labelledby={titleId}
      aria-describedby={popup.description ? descriptionId : undefined}
      onClose={() => {
        const target = returnFocus.current;
        returnFocus.current = null;
        if (target?.isConnected) target.focus();
        // The close event also follows the page's own dialog.close() (after Escape, the close
        // button or the backdrop, which already called onClose): only a close that began
        // elsewhere, while the pop-up is still meant to be open, is reported here.
        if (open) onClose();
      }}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself (the panel fills the box).
        if (popup.closeOnOverlay && event.target === event.currentTarget) onClose();
      }}
    >
      <PopupContent popup={popup} titleId={titleId} descriptionId={descriptionId} controls={{ ...controls, onClose }} />
    </dialog>
  );
}
