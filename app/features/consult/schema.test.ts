import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { MESSAGES } from "./messages";
import { consultationSchema, stepSchema, toConsultationRecord } from "./schema";

const NOW = () => new Date("2026-11-21T15:00:00Z");

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.append(key, value);
  return data;
}

function errorsOf(step: 1 | 2 | 3 | 4, values: Record<string, string>) {
  const submission = parseWithZod(form(values), { schema: stepSchema(step, NOW) });
  return submission.status === "success" ? {} : (submission.reply().error ?? {});
}

const validContact = {
  full_name: "Dana Reyes",
  business_name: "Reyes Hardware",
  phone_number: "(601) 555-0100",
  email: "dana@reyes.example",
};
const validScheduling = {
  preferred_date: "2026-11-24",
  start_hour: "10",
  start_minute: "30",
  start_period: "AM",
  time_zone: "CT",
};

describe("step 1: contact information", () => {
  it("passes with all four fields", () => {
    expect(errorsOf(1, validContact)).toEqual({});
  });

  it("says 'Please fill out all required fields' for each missing field", () => {
    const errors = errorsOf(1, { full_name: "  ", email: "dana@reyes.example" });
    expect(errors.full_name).toEqual([MESSAGES.required]);
    expect(errors.business_name).toEqual([MESSAGES.required]);
    expect(errors.phone_number).toEqual([MESSAGES.required]);
    expect(MESSAGES.required).toBe("Please fill out all required fields");
  });

  it.each(["dana", "dana@", "dana@reyes", "@reyes.example", "da na@reyes.example"])(
    "says 'Please enter a valid email address' for %s",
    (email) => {
      expect(errorsOf(1, { ...validContact, email }).email).toEqual(["Please enter a valid email address"]);
    },
  );

  it("rejects a phone number without enough digits", () => {
    expect(errorsOf(1, { ...validContact, phone_number: "call me" }).phone_number).toEqual([MESSAGES.phone]);
  });
});

describe("step 2: business details", () => {
  it("requires an industry type from the list", () => {
    expect(errorsOf(2, {}).industry_type).toEqual(["Please select an industry type"]);
    expect(errorsOf(2, { industry_type: "casino" }).industry_type).toEqual(["Please select an industry type"]);
    expect(errorsOf(2, { industry_type: "service" })).toEqual({});
  });

  it("needs at least 1 location and 0 or more terminals", () => {
    expect(errorsOf(2, { industry_type: "retail", num_locations: "0" }).num_locations).toEqual([MESSAGES.locations]);
    expect(errorsOf(2, { industry_type: "retail", num_terminals: "-1" }).num_terminals).toEqual([MESSAGES.terminals]);
    expect(errorsOf(2, { industry_type: "retail", num_locations: "1.5" }).num_locations).toEqual([MESSAGES.locations]);
    expect(errorsOf(2, { industry_type: "retail", num_locations: "1", num_terminals: "0" })).toEqual({});
  });

  it("accepts only the five processing volumes", () => {
    expect(errorsOf(2, { industry_type: "retail", processing_volume: "100k_500k" })).toEqual({});
    expect(errorsOf(2, { industry_type: "retail", processing_volume: "lots" }).processing_volume).toEqual([MESSAGES.volume]);
  });
});

describe("step 3: scheduling preferences", () => {
  it("says 'Please fill out all required scheduling fields' for each missing field", () => {
    const errors = errorsOf(3, { start_hour: "10" });
    for (const field of ["preferred_date", "start_minute", "start_period", "time_zone"]) {
      expect(errors[field]).toEqual(["Please fill out all required scheduling fields"]);
    }
    expect(errors.start_hour).toBeUndefined();
  });

  it("allows today in the visitor's time zone and refuses earlier dates", () => {
    expect(errorsOf(3, { ...validScheduling, preferred_date: "2026-11-21" })).toEqual({});
    expect(errorsOf(3, { ...validScheduling, preferred_date: "2026-11-20" }).preferred_date).toEqual([MESSAGES.pastDate]);
    expect(errorsOf(3, { ...validScheduling, preferred_date: "2026-02-30" }).preferred_date).toEqual([MESSAGES.scheduling]);
  });

  it("rejects minutes and hours outside the value sets", () => {
    expect(errorsOf(3, { ...validScheduling, start_minute: "20" }).start_minute).toEqual([MESSAGES.scheduling]);
    expect(errorsOf(3, { ...validScheduling, start_hour: "13" }).start_hour).toEqual([MESSAGES.scheduling]);
  });
});

describe("step 4 and the whole request", () => {
  it("has no required field on step 4", () => {
    expect(errorsOf(4, {})).toEqual({});
  });

  it("validates all four steps together and normalises the record", () => {
    const submission = parseWithZod(
      form({
        ...validContact,
        industry_type: "restaurant",
        num_locations: "2",
        ...validScheduling,
        start_hour: "11",
        start_minute: "45",
        start_period: "PM",
        goal_pos: "on",
        other_goal_specification: "ignored because goal_other is not checked",
        goal_integration: "on",
        integration_software: "QuickBooks",
      }),
      { schema: consultationSchema(NOW) },
    );
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    const record = toConsultationRecord(submission.value);
    expect(record).toMatchObject({
      end_hour: "12",
      end_minute: "15",
      end_period: "AM",
      num_locations: 2,
      num_terminals: null,
      goal_pos: true,
      goal_other: false,
      goal_fee_elimination: false,
      integration_software: "QuickBooks",
      status: "pending",
    });
    expect(record.other_goal_specification).toBeUndefined();
  });

  it("keeps an end time the visitor chose", () => {
    const submission = parseWithZod(
      form({ ...validContact, industry_type: "retail", ...validScheduling, end_hour: "11", end_minute: "30", end_period: "AM" }),
      { schema: consultationSchema(NOW) },
    );
    expect(submission.status === "success" && toConsultationRecord(submission.value).end_hour).toBe("11");
  });

  it("reports errors of every step at once", () => {
    const submission = parseWithZod(form({ email: "x" }), { schema: consultationSchema(NOW) });
    const errors = submission.reply().error ?? {};
    expect(errors.email).toEqual([MESSAGES.email]);
    expect(errors.industry_type).toEqual([MESSAGES.industry]);
    expect(errors.time_zone).toEqual([MESSAGES.scheduling]);
  });
});
