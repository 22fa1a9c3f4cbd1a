import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { FocusedNotice } from "~/features/staff/components/focused-notice";
import type { RepSchedule } from "../availability-store.server";
import {
  HiddenFields,
  Panel,
  PlainField,
  RefusalAlert,
  stateFor,
  SubmitButton,
  WeeklyHoursForm,
  type FormState,
} from "./availability-forms";
import { CalendarSubscriptionPanel, type CalendarSubscriptionState } from "./calendar-subscription-panel";

interface Screen {
  schedule: RepSchedule;
  isSelf: boolean;
  canManage: boolean;
  today: string;
  calendar: CalendarSubscriptionState;
}

const SAVED: Record<string, string> = {
  hours: "Weekly hours saved.",
  profile: "Consultation settings saved.",
  "add-time-off": "Time off added.",
  "remove-time-off": "Time off removed.",
  "calendar-address": "Calendar subscription address created.",
  "replace-calendar": "Calendar subscription address replaced: the old address no longer works.",
  "stop-calendar": "Calendar subscription stopped: its address no longer works.",
};

/** The rep's schedule, read and edited in the rep's own zone, which the page names. */
export function RepSchedulePage({
  screen,
  actionData,
  csrf,
  saved,
  repChooser,
}: {
  screen: Screen;
  actionData: (FormState & { intent: string }) | undefined;
  csrf: string;
  saved: string | null;
  repChooser: ReactNode;
}) {
  const { schedule, isSelf, canManage, today } = screen;
  const { profile } = schedule;
  const rep = profile.staffId;
  const who = isSelf ? "Your" : `${profile.name ?? profile.email}'s`;
  const notice = saved ? SAVED[saved] : undefined;
  // After a save the forms start again from what is stored.
  const version = JSON.stringify(schedule);
  return (
    <>
      <div className="admin__heading">
        <h1>{isSelf ? "Your availability" : `Availability of ${profile.name ?? profile.email}`}</h1>
      </div>
      {repChooser}
      {notice ? <FocusedNotice>{notice}</FocusedNotice> : null}
      <RefusalAlert actionData={actionData} />
      <p className="lead">
        {who} hours and time off are in <strong>{profile.timeZone}</strong>: visitors are offered times when{" "}
        {isSelf ? "you work" : "this rep works"}, shown in their own zone.{" "}
        {profile.takesConsultations
          ? `${isSelf ? "You take" : "Takes"} consultations (weight ${profile.weight}).`
          : `${isSelf ? "You do" : "Does"} not take consultations yet${canManage ? "" : ": an admin turns this on"}.`}
      </p>
      {canManage ? (
        <ProfileForm key={`profile-${version}`} csrf={csrf} screen={screen} state={stateFor(actionData, ["profile"])} />
      ) : null}
      <Panel id="hours-title" title={`Weekly hours (${profile.timeZone})`}>
        <p>
          Up to three blocks a day, e.g. 09:00 to 12:00 and 13:00 to 17:00 for a lunch hour. An end of 00:00 is
          midnight.
        </p>
        <WeeklyHoursForm
          key={`hours-${version}`}
          csrf={csrf}
          rep={rep}
          hours={schedule.weeklyHours}
          state={stateFor(actionData, ["hours"])}
        />
      </Panel>
      <Panel id="time-off-title" title="Time off">
        <p>
          Whole days, both included, on {isSelf ? "your" : "the rep's"} calendar ({profile.timeZone}). No consultation
          is offered on them.
        </p>
        {schedule.timeOff.length ? (
          <ul className="time-off-list">
            {schedule.timeOff.map((timeOff) => (
              <li key={timeOff.id}>
                <Form method="post" className="inline-form">
                  <HiddenFields csrf={csrf} fields={{ rep, id: timeOff.id }} />
                  <span>
                    {timeOff.from === timeOff.to ? timeOff.from : `${timeOff.from} to ${timeOff.to}`}
                    {timeOff.note ? ` (${timeOff.note})` : ""}
                    {timeOff.from <= today ? " (now)" : ""}
                  </span>{" "}
                  <SubmitButton intent="remove-time-off" variant="ghost">
                    Remove<span className="visually-hidden"> time off from {timeOff.from}</span>
                  </SubmitButton>
                </Form>
              </li>
            ))}
          </ul>
        ) : (
          <p>No time off planned.</p>
        )}
        <TimeOffForm key={`time-off-${version}`} csrf={csrf} rep={rep} state={stateFor(actionData, ["add-time-off"])} />
      </Panel>
      <CalendarSubscriptionPanel csrf={csrf} rep={rep} isSelf={isSelf} calendar={screen.calendar} />
    </>
  );
}

function TimeOffForm({ csrf, rep, state }: { csrf: string; rep: number; state?: FormState }) {
  return (
    <Form method="post" aria-label="Add time off">
      <HiddenFields csrf={csrf} fields={{ rep }} />
      <div className="form-grid">
        <PlainField
          id="starts_on"
          name="starts_on"
          type="date"
          label="First day off"
          state={state}
        />
        <PlainField
          id="ends_on"
          name="ends_on"
          type="date"
          label="Last day off"
          state={state}
        />
        <PlainField
          id="note"
          name="note"
          label="Note"
          optional
          state={state}
        />
      </div>
      <p>
        <SubmitButton intent="add-time-off">Add time off</SubmitButton>
      </p>
    </Form>
  );
}

function ProfileForm({ csrf, screen, state }: { csrf: string; screen: Screen; state?: FormState }) {
  const { profile } = screen.schedule;
  const takes = state ? state.values.takes_consultations === "on" : profile.takesConsultations;
  return (
    <Panel id="profile-title" title="Consultations">
      <Form method="post" aria-labelledby="profile-title">
        <HiddenFields csrf={csrf} fields={{ rep: profile.staffId }} />
        <div className="field">
          <label className="checkbox">
            <input type="checkbox" name="takes_consultations" defaultChecked={takes} /> Takes consultations
          </label>
        </div>
        <div className="form-grid">
          <PlainField
            id="weight"
            name="weight"
            type="number"
            min={1}
            max={10}
            label="Weight"
            hint="A rep of weight 2 gets twice the bookings of a rep of weight 1."
            defaultValue={state?.values.weight ?? String(profile.weight)}
            error={state?.errors.weight}
          />
          <PlainField
            id="time_zone"
            name="time_zone"
            label="Time zone of the hours"
            hint="An IANA zone name such as America/Chicago."
            defaultValue={state?.values.time_zone ?? profile.timeZone}
            error={state?.errors.time_zone}
          />
        </div>
        <p>
          <SubmitButton intent="profile">Save consultation settings</SubmitButton>
        </p>
      </Form>
    </Panel>
  );
}
