import { Form } from "@remix-run/react";
import { FocusedNotice } from "~/features/staff/components/focused-notice";
import type { StoredHoliday } from "../availability-store.server";
import { SETTINGS_FIELDS } from "../schedule-forms";
import { SLOT_GRID_CHOICES, type BookingSettings } from "../settings";
import {
  HiddenFields,
  Panel,
  PlainField,
  RefusalAlert,
  stateFor,
  SubmitButton,
  type FormState,
} from "./availability-forms";

interface Screen {
  settings: BookingSettings & { version: number };
  holidays: StoredHoliday[];
  years: number[];
  federalYears: number[];
}

type ActionData = (FormState & { intent: string }) | undefined;

const SAVED: Record<string, string> = {
  settings: "Booking settings saved.",
  "add-holiday": "Holiday added.",
  "rename-holiday": "Holiday renamed.",
  "remove-holiday": "Holiday removed.",
};

/** The company's holidays and the booking settings, for admins (decision 061). */
export function BookingSettingsPage({
  screen,
  actionData,
  csrf,
  saved,
  savedYear,
}: {
  screen: Screen;
  actionData: ActionData;
  csrf: string;
  saved: string | null;
  savedYear: string | null;
}) {
  const notice =
    saved === "federal-holidays"
      ? `The US federal holidays of ${
          savedYear ?? "that year"
        } were added (dates that already had a holiday kept theirs).`
      : saved
      ? SAVED[saved]
      : undefined;
  const version = JSON.stringify(screen);
  return (
    <>
      <div className="admin__heading">
        <h1>Booking settings</h1>
      </div>
      {notice ? <FocusedNotice>{notice}</FocusedNotice> : null}
      <RefusalAlert actionData={actionData} />
      <p className="lead">
        How consultations are offered, and the days nobody takes them. Each rep&apos;s hours and time off are on the{" "}
        <a href="/admin/availability">Availability</a> page.
      </p>
      <SettingsForm
        key={`settings-${version}`}
        csrf={csrf}
        settings={screen.settings}
        state={stateFor(actionData, ["settings"])}
      />
      <Panel id="holidays-title" title="Company holidays">
        <p>No consultation is offered on these dates, read on each rep&apos;s own calendar.</p>
        {screen.years.map((year) => (
          <HolidayYear
            key={`${year}-${version}`}
            year={year}
            holidays={screen.holidays.filter((holiday) => holiday.date.startsWith(`${year}-`))}
            csrf={csrf}
            actionData={actionData}
          />
        ))}
        <AddHolidayForm key={`add-${version}`} csrf={csrf} state={stateFor(actionData, ["add-holiday"])} />
        <FederalHolidaysForm
          csrf={csrf}
          years={screen.federalYears}
          state={stateFor(actionData, ["federal-holidays"])}
        />
      </Panel>
    </>
  );
}

function SettingsForm({ csrf, settings, state }: { csrf: string; settings: Screen["settings"]; state?: FormState }) {
  const value = (key: keyof BookingSettings) => state?.values[SETTINGS_FIELDS[key]] ?? String(settings[key]);
  const field = (key: keyof BookingSettings, label: string, hint: string) => (
    <PlainField
      id={SETTINGS_FIELDS[key]}
      name={SETTINGS_FIELDS[key]}
      type="number"
      min={0}
      label={label}
      hint={hint}
      defaultValue={value(key)}
      error={state?.errors[SETTINGS_FIELDS[key]]}
    />
  );
  const gridError = state?.errors[SETTINGS_FIELDS.slotGridMinutes];
  return (
    <Panel id="settings-title" title="Meetings">
      <Form method="post" aria-labelledby="settings-title">
        <HiddenFields csrf={csrf} fields={{ version: settings.version }} />
        <div className="form-grid">
          {field("meetingMinutes", "Meeting length (minutes)", "15 to 240, in steps of 15.")}
          <div className={`field${gridError ? " field--invalid" : ""}`}>
            <label htmlFor="slot_grid_minutes" className="field__label">
              Start times every
            </label>
            <select
              id="slot_grid_minutes"
              name="slot_grid_minutes"
              defaultValue={value("slotGridMinutes")}
              className="input"
              aria-invalid={gridError ? true : undefined}
              aria-describedby={gridError ? "slot_grid_minutes-error" : undefined}
            >
              {SLOT_GRID_CHOICES.map((choice) => (
                <option key={choice} value={choice}>
                  {choice} minutes
                </option>
              ))}
            </select>
            {gridError ? (
              <ul id="slot_grid_minutes-error" className="field__errors">
                <li>{gridError}</li>
              </ul>
            ) : null}
          </div>
          {field(
            "bufferMinutes",
            "Buffer between meetings (minutes)",
            "Free time a rep keeps before and after each meeting.",
          )}
          {field(
            "minimumNoticeMinutes",
            "Minimum notice (minutes)",
            "How soon from now the earliest meeting may start.",
          )}
          {field("horizonDays", "Booking horizon (days)", "How far ahead a meeting may be booked.")}
        </div>
        <p>
          <SubmitButton intent="settings">Save settings</SubmitButton>
        </p>
      </Form>
    </Panel>
  );
}

function HolidayYear({
  year,
  holidays,
  csrf,
  actionData,
}: {
  year: number;
  holidays: StoredHoliday[];
  csrf: string;
  actionData: ActionData;
}) {
  return (
    <>
      <h3>{year}</h3>
      {holidays.length === 0 ? <p>No holidays in {year}.</p> : null}
      <ul className="holiday-list">
        {holidays.map((holiday) => {
          const state = stateFor(
            actionData,
            ["rename-holiday", "remove-holiday"],
            (values) => values.id === String(holiday.id),
          );
          return (
            <li key={holiday.id}>
              <Form method="post" className="inline-form" aria-label={`Holiday on ${holiday.date}`}>
                <HiddenFields csrf={csrf} fields={{ id: holiday.id }} />
                <PlainField
                  id={`holiday-${holiday.id}`}
                  name="name"
                  label={`Name of the holiday on ${holiday.date}`}
                  hint={holiday.date}
                  state={state}
                  defaultValue={holiday.name}
                />
                <SubmitButton intent="rename-holiday" variant="ghost">
                  Rename<span className="visually-hidden"> the holiday on {holiday.date}</span>
                </SubmitButton>{" "}
                <SubmitButton intent="remove-holiday" variant="danger">
                  Remove<span className="visually-hidden"> the holiday on {holiday.date}</span>
                </SubmitButton>
              </Form>
            </li>
          );
        })}
      </ul>
    </>
  );
}

function AddHolidayForm({ csrf, state }: { csrf: string; state?: FormState }) {
  return (
    <Form method="post" aria-labelledby="add-holiday-title">
      <h3 id="add-holiday-title">Add a holiday</h3>
      <HiddenFields csrf={csrf} fields={{}} />
      <div className="form-grid">
        <PlainField
          id="holiday-date"
          name="date"
          type="date"
          label="Date"
          state={state}
        />
        <PlainField
          id="holiday-name"
          name="name"
          label="Name"
          state={state}
        />
      </div>
      <p>
        <SubmitButton intent="add-holiday">Add holiday</SubmitButton>
      </p>
    </Form>
  );
}

function FederalHolidaysForm({ csrf, years, state }: { csrf: string; years: number[]; state?: FormState }) {
  return (
    <Form method="post" aria-labelledby="federal-title">
      <h3 id="federal-title">US federal holidays</h3>
      <p>
        Adds the eleven federal holidays of a year on the day they are observed (a Saturday one on the Friday before, a
        Sunday one on the Monday after).
      </p>
      <HiddenFields csrf={csrf} fields={{}} />
      <div className="field">
        <label htmlFor="federal-year" className="field__label">
          Year
        </label>
        <select id="federal-year" name="year" defaultValue={state?.values.year ?? String(years[1])} className="input">
          {years.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </select>
        {state?.errors.year ? (
          <ul className="field__errors">
            <li>{state.errors.year}</li>
          </ul>
        ) : null}
      </div>
      <p>
        <SubmitButton intent="federal-holidays">Add the US federal holidays of that year</SubmitButton>
      </p>
    </Form>
  );
}
