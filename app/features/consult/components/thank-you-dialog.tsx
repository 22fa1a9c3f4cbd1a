import { useEffect, useRef } from "react";
import { SiteLink } from "~/components/ui/site-link";
import { THANK_YOU_MESSAGE } from "../submit-failure";

interface ThankYouDialogProps {
  open: boolean;
  /** The request's reference, to quote when calling (decision 025); null when unknown. */
  reference: string | null;
  onClose: () => void;
  /** Where Close and the overlay lead without JavaScript. */
  closeHref: string;
}

/**
 * The Thank You modal (product reference §2.6). Server-rendered open with a Close link and an overlay
 * link, so it works without JavaScript; with it, a real modal (showModal): Escape,
 * click outside and the Close button close it, and focus moves in.
 */
export function ThankYouDialog({ open, reference, onClose, closeHref }: ThankYouDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  // Turning the server-rendered (non-modal) dialog into a modal one closes it first;
  // that close is not the visitor's.
  const reopening = useRef(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.matches(":modal")) {
      if (dialog.open) {
        reopening.current = true;
        dialog.close();
      }
      dialog.showModal();
      dialog.querySelector<HTMLElement>(".thank-you__close")?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  if (!open) return null;
  return (
    <>
      <SiteLink to={closeHref} className="modal-overlay" aria-hidden="true" tabIndex={-1}>
        <span className="visually-hidden">Close</span>
      </SiteLink>
      {/* The click handler only catches backdrop clicks; the keyboard equivalent is Escape (onCancel). */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
      <dialog
        ref={dialogRef}
        open
        className="modal thank-you"
        aria-labelledby="thank-you-title"
        aria-describedby="thank-you-text"
        onClose={() => {
          if (reopening.current) {
            reopening.current = false;
            return;
          }
          onClose();
        }}
        onCancel={(event) => {
          event.preventDefault();
          onClose();
        }}
        onClick={(event) => {
          // A click on the backdrop lands on the dialog element itself.
          if (event.target === event.currentTarget) onClose();
        }}
      >
        <div className="modal__body">
          <h2 id="thank-you-title">Thank You!</h2>
          <p id="thank-you-text">{THANK_YOU_MESSAGE}</p>
          {reference ? (
            <p className="thank-you__reference">
              Your reference: <strong className="lead-reference">{reference}</strong>
            </p>
          ) : null}
          <SiteLink
            to={closeHref}
            className="button button--primary thank-you__close"
            // Moves focus into the dialog when it is server-rendered (no JavaScript).
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            onClick={(event) => {
              event.preventDefault();
              onClose();
            }}
          >
            Close
          </SiteLink>
        </div>
      </dialog>
    </>
  );
}
