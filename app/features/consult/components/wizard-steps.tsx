import type { FieldMetadata } from "@conform-to/react";
import { CheckboxField, SelectField, TextAreaField, TextField } from "~/components/forms/fields";
import type { StepThreeTimes } from "~/features/booking/wizard-times.server";
import { FreeTimes } from "./free-times";
import { GOALS, HOURS, INDUSTRY_TYPES, MINUTES, PERIODS, PROCESSING_VOLUMES, TIME_ZONES } from "../options";

type Fields = Record<string, FieldMetadata<unknown>>;

const hourOptions = HOURS.map((hour) => ({ value: hour, label: hour }));
const minuteOptions = MINUTES.map((minute) => ({ value: minute, label: minute }));
const periodOptions = PERIODS.map((period) => ({ value: period, label: period }));
const SUGGESTIONS_ID = "count-suggestions";

function field(fields: Fields, name: string): FieldMetadata<unknown> {
  const meta = fields[name];
  if (!meta) throw new Error(`Unknown wizard field ${name}`);
  return meta;
}

export function ContactStep({ fields }: { fields: Fields }) {
  return (
    <div className="form-grid">
      <TextField meta={field(fields, "full_name")} label="Full name" autoComplete="name" />
      <TextField meta={field(fields, "business_name")} label="Business name" autoComplete="organization" />
      <TextField meta={field(fields, "phone_number")} label="Phone number" type="tel" autoComplete="tel" inputMode="tel" />
      <TextField meta={field(fields, "email")} label="E-mail address" type="email" autoComplete="email" inputMode="email" />
    </div>
  );
}

export function BusinessStep({ fields }: { fields: Fields }) {
  return (
    <div className="form-grid">
      <SelectField meta={field(fields, "industry_type")} label="Industry type" options={INDUSTRY_TYPES} />
      <SelectField
        meta={field(fields, "processing_volume")}
        label="Monthly card processing volume"
        options={PROCESSING_VOLUMES}
        optional
      />
      <TextField
        meta={field(fields, "num_locations")}
        label="Number of locations"
        type="number"
        inputMode="numeric"
        min={1}
        list={SUGGESTIONS_ID}
        optional
      />
      <TextField
        meta={field(fields, "num_terminals")}
        label="Number of terminals"
        type="number"
        inputMode="numeric"
        min={0}
        list={SUGGESTIONS_ID}
        optional
      />
      <datalist id={SUGGESTIONS_ID}>
        {Array.from({ length: 100 }, (_, index) => (
          <option key={index} value={index + 1} />
        ))}
      </datalist>
    </div>
  );
}

export function SchedulingStep({
  fields,
  minDate,
  times,
  slotTaken,
}: {
  fields: Fields;
  minDate: string;
  /** The free times to offer; null when nobody takes consultations (the step asks for a time, as it always did). */
  times: StepThreeTimes | null;
  slotTaken: boolean;
}) {
  const date = field(fields, "preferred_date").value;
  const zone = field(fields, "time_zone").value;
  // With free times to pick from, the start is needed only for "None of these": the server decides.
  const startRequired = times ? false : undefined;
  return (
    <div className="form-grid">
      <TextField
        meta={field(fields, "preferred_date")}
        label="Preferred date"
        type="date"
        min={minDate}
        hint="Today or later."
        className="form-grid__full"
      />
      <SelectField meta={field(fields, "time_zone")} label="Time zone" options={TIME_ZONES} className="form-grid__full" />
      {times ? (
        <FreeTimes
          times={times}
          slotStart={field(fields, "slot_start")}
          date={typeof date === "string" ? date : ""}
          timeZone={typeof zone === "string" ? zone : ""}
          slotTaken={slotTaken}
        />
      ) : null}
      <div className={times ? "preferred-time form-grid__full" : "form-grid__full"}>
        {times ? <p className="preferred-time__intro">Or tell us a time that suits you, and a specialist will call to confirm it.</p> : null}
        <fieldset className="time-group">
          <legend>Start time{times ? "" : " *"}</legend>
          <div className="time-group__selects">
            <SelectField meta={field(fields, "start_hour")} label="Hour" options={hourOptions} placeholder="--" required={startRequired} />
            <SelectField meta={field(fields, "start_minute")} label="Minutes" options={minuteOptions} placeholder="--" required={startRequired} />
            <SelectField meta={field(fields, "start_period")} label="AM/PM" options={periodOptions} placeholder="--" required={startRequired} />
          </div>
        </fieldset>
        <fieldset className="time-group">
          <legend>End time</legend>
          <p className="field__hint">Filled in as 30 minutes after the start; change it if you need longer.</p>
          <div className="time-group__selects">
            <SelectField meta={field(fields, "end_hour")} label="Hour" options={hourOptions} placeholder="--" optional />
            <SelectField meta={field(fields, "end_minute")} label="Minutes" options={minuteOptions} placeholder="--" optional />
            <SelectField meta={field(fields, "end_period")} label="AM/PM" options={periodOptions} placeholder="--" optional />
          </div>
        </fieldset>
      </div>
    </div>
  );
}

export function GoalsStep({ fields }: { fields: Fields }) {
  return (
    <div className="form-grid">
      <fieldset className="goals form-grid__full">
        <legend>What would you like to achieve? (optional)</legend>
        {GOALS.map((goal) => (
          <CheckboxField key={goal.name} meta={field(fields, goal.name)} label={goal.label} className={`goal goal--${goal.name}`} />
        ))}
      </fieldset>
      {/* Shown only while their box is ticked (CSS :has, so it works without JavaScript too). */}
      <TextField
        meta={field(fields, "other_goal_specification")}
        label="Please describe your other goal"
        optional
        className="form-grid__full conditional conditional--other"
      />
      <TextField
        meta={field(fields, "integration_software")}
        label="Which software should payments integrate with?"
        optional
        className="form-grid__full conditional conditional--integration"
      />
      <TextAreaField meta={field(fields, "comments")} label="Comments" optional rows={5} className="form-grid__full" />
    </div>
  );
}
