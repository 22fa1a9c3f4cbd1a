import { Form, useNavigation, useSubmit } from "@remix-run/react";
import type { ReactNode } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { PageHero } from "~/components/page-templates/content-blocks";
import { SiteLink } from "~/components/ui/site-link";
import { dialHref } from "~/utils/contact-links";
import { useRootData } from "~/utils/root-data";
import type { MeetingSummary, RescheduleSlot } from "../manage-pages.server";

/**
 * The visitor's pages behind the booking e-mails' links (decision 067). Every form works
 * without JavaScript: the date and zone are a GET form ("Show free times"), the chosen
 * time and the cancellation are posts answered with a redirect.
 */

function MeetingFrame({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <div className="meeting-page">
      <PageHero eyebrow="Your consultation" title={title} lead={lead} />
      <div className="container container--narrow section">{children}</div>
    </div>
  );
}

function MeetingDetails({ meeting }: { meeting: MeetingSummary }) {
  return (
    <dl className="meeting-page__details">
      <dt>When</dt>
      <dd>{meeting.when}</dd>
      {meeting.repFirstName ? (
        <>
          <dt>Your specialist</dt>
          <dd>{meeting.repFirstName}</dd>
        </>
      ) : null}
      <dt>Reference</dt>
      <dd>{meeting.reference}</dd>
    </dl>
  );
}

function CallUs() {
  const phone = useRootData()?.site.phone;
  if (!phone) return null;
  return (
    <p>
      Questions? Call us on <a href={dialHref(phone)}>{phone}</a>.
    </p>
  );
}

function BookAgain({ label }: { label: string }) {
  return (
    <p className="button-row">
      <SiteLink to="/consult" className="button button--primary">
        {label}
      </SiteLink>
    </p>
  );
}

/** One page for every link that no longer works, whatever the reason: it tells nobody why. */
export function LinkNoLongerValid() {
  return (
    <MeetingFrame title="This link is no longer valid">
      <p role="alert">
        This link is no longer valid. It may have expired, the meeting may have started or been changed, or the link is
        incomplete. Nothing was changed.
      </p>
      <CallUs />
      <BookAgain label="Book a consultation" />
    </MeetingFrame>
  );
}

export function CancelMeetingPage({ meeting }: { meeting: MeetingSummary }) {
  return (
    <MeetingFrame title="Cancel your consultation" lead="If this time no longer suits you, you can cancel it here.">
      <MeetingDetails meeting={meeting} />
      <Form method="post" className="meeting-page__form">
        <button type="submit" className="button button--primary">
          Cancel this consultation
        </button>
      </Form>
      <CallUs />
    </MeetingFrame>
  );
}

export function MeetingCancelled({ meeting }: { meeting: MeetingSummary }) {
  return (
    <MeetingFrame title="Your consultation is cancelled">
      <p role="status">Your consultation is cancelled. We will not call you at this time:</p>
      <MeetingDetails meeting={meeting} />
      <BookAgain label="Book a new consultation" />
      <CallUs />
    </MeetingFrame>
  );
}

export function MeetingMoved({ meeting, changeLink }: { meeting: MeetingSummary; changeLink: string }) {
  return (
    <MeetingFrame title="Your consultation is moved">
      <p role="status">Your consultation is now on {meeting.when}.</p>
      <MeetingDetails meeting={meeting} />
      <p>
        <SiteLink to={changeLink}>Choose another time</SiteLink>
      </p>
      <CallUs />
    </MeetingFrame>
  );
}

export interface ReschedulePageData {
  meeting: MeetingSummary;
  date: string;
  /** The date spelled out, "Tuesday, December 1, 2026". */
  dayLabel: string;
  minDate: string;
  timeZone: string;
  zoneName: string;
  zones: readonly { code: string; label: string }[];
  slots: RescheduleSlot[];
  message: string | null;
}

/**
 * The current meeting, a date and zone, and the same rep's free times then. With
 * JavaScript the list follows the date and zone (the page's own loader, through the GET
 * form); without it, "Show free times" sends the form and the page comes back with them.
 */
export function RescheduleMeetingPage({ page, message }: { page: ReschedulePageData; message: string | null }) {
  const hydrated = useHydrated();
  const submit = useSubmit();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.formMethod === "GET";
  return (
    <MeetingFrame title="Choose another time" lead="Pick a new time for your consultation with the same specialist.">
      <h2 className="meeting-page__heading">Your consultation now</h2>
      <MeetingDetails meeting={page.meeting} />
      <Form
        method="get"
        className="form-grid meeting-page__day"
        preventScrollReset
        onChange={(event) => submit(event.currentTarget, { replace: true, preventScrollReset: true })}
      >
        <div className="field">
          <label className="field__label" htmlFor="reschedule-date">
            Date
          </label>
          <input id="reschedule-date" className="input" type="date" name="date" min={page.minDate} defaultValue={page.date} required />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="reschedule-zone">
            Time zone
          </label>
          <select id="reschedule-zone" className="input" name="time_zone" defaultValue={page.timeZone}>
            {page.zones.map((zone) => (
              <option key={zone.code} value={zone.code}>
                {zone.label}
              </option>
            ))}
          </select>
        </div>
        {hydrated ? null : (
          <button type="submit" className="button button--secondary free-times__show">
            Show free times
          </button>
        )}
      </Form>
      <Form method="post" className="free-times meeting-page__form">
        <input type="hidden" name="time_zone" value={page.timeZone} />
        {message ? (
          <p className="free-times__taken" role="alert">
            {message}
          </p>
        ) : null}
        <fieldset className="free-times__choices" aria-busy={loading}>
          <legend>
            Free times on {page.dayLabel}, {page.zoneName}
          </legend>
          {page.slots.length === 0 ? (
            <p className="field__hint">No free times on this date. Please choose another date.</p>
          ) : (
            <ul className="free-times__list">
              {page.slots.map((slot) => (
                <li key={slot.startsAt}>
                  <label className="free-times__slot">
                    <input type="radio" name="slot_start" value={slot.startsAt} required />
                    {slot.label}
                  </label>
                </li>
              ))}
            </ul>
          )}
        </fieldset>
        {page.slots.length > 0 ? (
          <button type="submit" className="button button--primary">
            Move my consultation to this time
          </button>
        ) : null}
      </Form>
      <CallUs />
    </MeetingFrame>
  );
}
