import { Form } from "@remix-run/react";
import type { CalendarAddresses } from "../calendar-subscription.server";
import { HiddenFields, Panel, SubmitButton } from "./availability-forms";

export interface CalendarSubscriptionState {
  active: boolean;
  /** The address just made, present on the one render after it was made (decision 064). */
  newAddress: CalendarAddresses | null;
}

/**
 * The rep's private calendar subscription: whether one is active, the new address once
 * (it is not stored, so it cannot be shown again), how to add it to a calendar app, and
 * the forms that make, replace or stop it.
 */
export function CalendarSubscriptionPanel({
  csrf,
  rep,
  isSelf,
  calendar,
}: {
  csrf: string;
  rep: number;
  isSelf: boolean;
  calendar: CalendarSubscriptionState;
}) {
  const whose = isSelf ? "your" : "this rep's";
  return (
    <Panel id="calendar-title" title="Calendar subscription">
      <p>
        A private address that calendar apps subscribe to, to show {whose} booked consultations (from 30 days ago
        onwards) with each lead&apos;s name, business, phone and reference. Anyone who has the address can read them:
        keep it to yourself.
      </p>
      <p>
        <strong>
          {calendar.active ? "A subscription is active." : "No subscription: no address works at the moment."}
        </strong>
      </p>
      {calendar.newAddress ? <NewAddress addresses={calendar.newAddress} /> : null}
      <Form method="post" className="inline-form" aria-labelledby="calendar-title">
        <HiddenFields csrf={csrf} fields={{ rep }} />
        {calendar.active ? (
          <>
            <SubmitButton intent="calendar-address" variant="ghost">
              Replace address
            </SubmitButton>{" "}
            <SubmitButton intent="stop-calendar" variant="danger">
              Stop the subscription
            </SubmitButton>
          </>
        ) : (
          <SubmitButton intent="calendar-address">Create subscription address</SubmitButton>
        )}
      </Form>
      {calendar.active && !calendar.newAddress ? (
        <p className="field__hint">
          The address is shown only once, when it is made. If it is lost, replace it: the old one stops working at
          once, and calendars subscribed to it must be given the new one.
        </p>
      ) : null}
    </Panel>
  );
}

function NewAddress({ addresses }: { addresses: CalendarAddresses }) {
  return (
    <div className="calendar-address">
      <div className="field">
        <label htmlFor="calendar-address" className="field__label">
          Subscription address
        </label>
        <p id="calendar-address-hint" className="field__hint">
          Copy it now: it is shown on this page this once and never again.
        </p>
        <input
          id="calendar-address"
          className="input"
          readOnly
          value={addresses.https}
          aria-describedby="calendar-address-hint"
        />
      </div>
      <p>
        <a href={addresses.webcal}>Open it in your calendar app</a> (Apple Calendar, Outlook), or add it by hand:
      </p>
      <ul>
        <li>
          <strong>Google Calendar</strong> (on a computer): Other calendars, +, From URL; paste the address and choose
          Add calendar.
        </li>
        <li>
          <strong>Outlook</strong>: Add calendar, Subscribe from web; paste the address and choose Import.
        </li>
        <li>
          <strong>Apple Calendar</strong>: File, New Calendar Subscription; paste the address.
        </li>
      </ul>
      <p className="field__hint">
        Calendar apps fetch the address again on their own schedule, some every few minutes, others (Google Calendar
        among them) only every few hours: a new or cancelled meeting can take that long to show.
      </p>
    </div>
  );
}
