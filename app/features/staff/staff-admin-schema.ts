import * as z from "zod";
import { disableZodJitInBrowser } from "~/utils/zod-csp";
import { passwordProblem } from "./password-rules";
import { STAFF_ROLES } from "./roles";
import { isStaffTimeZone } from "./staff-time-zones";
import { storableText } from "~/utils/storable-text";

disableZodJitInBrowser();

/** The forms of the staff accounts screen; the browser (instant messages) and the server use the same schemas. */
export const STAFF_FORM_MESSAGES = {
  email: "Enter the person's work e-mail address",
  name: "Names are limited to 100 characters",
  role: "Choose a role from the list",
  timeZone: "Use a time zone name such as America/Chicago",
  password: "Set an initial password",
  currentPassword: "Enter your current password",
  newPassword: "Choose a new password",
} as const;

/** A password being set, under the rules of password-rules.ts. */
const newPassword = (missing: string) =>
  storableText(missing)
    .min(1, missing)
    .superRefine((value, ctx) => {
      const problem = passwordProblem(value);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    });
const password = newPassword(STAFF_FORM_MESSAGES.password);

const role = z.enum(STAFF_ROLES, { error: STAFF_FORM_MESSAGES.role });
const email = storableText(STAFF_FORM_MESSAGES.email)
  .trim()
  .max(254, STAFF_FORM_MESSAGES.email)
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, STAFF_FORM_MESSAGES.email);
const name = storableText().trim().max(100, STAFF_FORM_MESSAGES.name).optional();
const timeZone = storableText(STAFF_FORM_MESSAGES.timeZone)
  .trim()
  .max(64, STAFF_FORM_MESSAGES.timeZone)
  .refine(isStaffTimeZone, STAFF_FORM_MESSAGES.timeZone);

export const NewStaffSchema = z.object({ email, name, role, time_zone: timeZone, password });
export type NewStaffInput = z.infer<typeof NewStaffSchema>;

export const RoleChangeSchema = z.object({ role });

export const PasswordResetSchema = z.object({ password });

/** An admin's edit of a member's details (the role, the password and activation have forms of their own). */
export const StaffProfileSchema = z.object({ email, name, time_zone: timeZone });
export type StaffProfileInput = z.infer<typeof StaffProfileSchema>;

/** "Your account": a member's own name and time zone (never their role or e-mail: an admin's decision). */
export const OwnProfileSchema = z.object({ name, time_zone: timeZone });

/** "Your account": a member's own password, only with the current one (a session left open is not enough). */
export const OwnPasswordSchema = z.object({
  current_password: storableText(STAFF_FORM_MESSAGES.currentPassword).min(1, STAFF_FORM_MESSAGES.currentPassword).max(200),
  new_password: newPassword(STAFF_FORM_MESSAGES.newPassword),
});

/** "Your account": the weekly summary e-mail's box, ticked (on) or not (decision 081). */
export const WeeklySummaryChoiceSchema = z.object({ weekly_summary: z.literal("on").optional() });

export const DEFAULT_STAFF_TIME_ZONE = "America/Chicago";
