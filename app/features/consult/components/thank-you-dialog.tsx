import { useEffect, useRef } from "react";
import { SiteLink } from "~/components/ui/site-link";
import { formatMeetingTime } from "~/features/booking/meeting-time";
import { ianaZoneOf } from "~/features/booking/time-zones";
import type { SentMeeting } from "~/features/lead-store/sent-confirmation.server";
import { THANK_YOU_MESSAGE } from "../submit-failure";

interface ThankYouDialogProps {
  open: boolean;
  /** The request's reference, to quote when calling (decision 025); null when unknown. */
  reference: string | null;
  /** The consultation booked with the request, when its time was free. */
  meeting?: SentMeeting | null;
  onClose: () => void;
  /** Where Close and the overlay lead without JavaScript. */
  closeHref: string;
}

/**
 * The Thank You modal (product reference §2.6). Server-rendered open with a Close link and an overlay
 * link, so it works without JavaScript; with it, a real modal (showModal): Escape,
 * click outside and the Close button close it, and focus moves in.
 */
export function ThankYouDialog({ open, reference, meeting, onClose, closeHref }: ThankYouDialogProps) {
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
          {meeting ? <BookedMeetingNote meeting={meeting} /> : null}
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

/** "Your consultation is booked: Tuesday, December 1, 2026, 9:30 AM – 10:00 AM Central Standard Time, with Riley." */
function BookedMeetingNote({ meeting }: { meeting: SentMeeting }) {
  const timeZone = ianaZoneOf(meeting.timeZone);
  const startsAt = new Date(meeting.startsAt);
  const endsAt = new Date(meeting.endsAt);
  if (!timeZone || !Number.isFinite(startsAt.getTime()) || !Number.isFinite(endsAt.getTime())) return null;
  return (
    <p className="thank-you__meeting">
      Your consultation is booked: <strong>{formatMeetingTime({ startsAt, endsAt, timeZone })}</strong>
      {meeting.owner ? `, with ${meeting.owner}` : ""}. The invitation is on its way to your e-mail.
    </p>
  );
}
