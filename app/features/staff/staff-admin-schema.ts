import * as z from "zod";
import { isValidTimeZone } from "~/utils/time-zones";
import { disableZodJitInBrowser } from "~/utils/zod-csp";
import { passwordProblem } from "./password-rules";
import { STAFF_ROLES } from "./roles";
import { storableText } from "~/utils/storable-text";

disableZodJitInBrowser();

/** The forms of the staff accounts screen; the browser (instant messages) and the server use the same schemas. */
export const STAFF_FORM_MESSAGES = {
  email: "Enter the person's work e-mail address",
  name: "Names are limited to 100 characters",
  role: "Choose a role from the list",
  timeZone: "Use a time zone name such as America/Chicago",
  password: "Set an initial password",
} as const;

const password = storableText(STAFF_FORM_MESSAGES.password)
  .min(1, STAFF_FORM_MESSAGES.password)
  .superRefine((value, ctx) => {
    const problem = passwordProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

const role = z.enum(STAFF_ROLES, { error: STAFF_FORM_MESSAGES.role });

export const NewStaffSchema = z.object({
  email: storableText(STAFF_FORM_MESSAGES.email)
    .trim()
    .max(254, STAFF_FORM_MESSAGES.email)
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, STAFF_FORM_MESSAGES.email),
  name: storableText().trim().max(100, STAFF_FORM_MESSAGES.name).optional(),
  role,
  time_zone: storableText(STAFF_FORM_MESSAGES.timeZone)
    .trim()
    .max(64, STAFF_FORM_MESSAGES.timeZone)
    .refine(isValidTimeZone, STAFF_FORM_MESSAGES.timeZone),
  password,
});
export type NewStaffInput = z.infer<typeof NewStaffSchema>;

export const RoleChangeSchema = z.object({ role });

export const PasswordResetSchema = z.object({ password });

/** Zones offered as suggestions; any IANA name is accepted. */
export const SUGGESTED_TIME_ZONES = [
  "America/New_York",
  "America/Chicago",
  "America/Denver",
  "America/Phoenix",
  "America/Los_Angeles",
  "America/Anchorage",
  "Pacific/Honolulu",
  "UTC",
] as const;

export const DEFAULT_STAFF_TIME_ZONE = "America/Chicago";
