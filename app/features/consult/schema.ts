import * as z from "zod";
import { singleLineText } from "~/utils/single-line";
import { disableZodJitInBrowser } from "~/utils/zod-csp";
import { endTimeFor } from "./end-time";
import { MESSAGES } from "./messages";
import {
  GOALS,
  HOURS,
  INDUSTRY_TYPES,
  MINUTES,
  PERIODS,
  PROCESSING_VOLUMES,
  TIME_ZONES,
  type WizardStep,
} from "./options";
import type { StepField } from "./step-fields";
import { isBeforeTodayInChosenZone } from "./date-rule";
import { chosenSlotInstant, SLOT_REQUEST, wishedInstants } from "./chosen-slot";
import { isCalendarDate } from "~/utils/time-zones";
import { isStorableText, storableText, UNSTORABLE_TEXT_MESSAGE } from "~/utils/storable-text";

disableZodJitInBrowser();


/** Product reference §5.1: text, @, text, dot, text. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const digitsIn = (value: string) => value.replace(/\D/g, "").length;

/** A single-line answer (a line break inside is refused with `message`: the field's own). */
const requiredText = (max: number, message: string = MESSAGES.required) =>
  singleLineText(message, MESSAGES.required).min(1, MESSAGES.required).max(max, MESSAGES.tooLong);

const optionalText = (max: number) => storableText().trim().max(max, MESSAGES.tooLong).optional();

const valuesOf = <T extends { value: string }>(list: readonly T[]) =>
  list.map((item) => item.value) as [T["value"], ...T["value"][]];

export const contactShape = {
  full_name: requiredText(120),
  business_name: requiredText(160),
  phone_number: requiredText(40, MESSAGES.phone).refine(
    (value) => digitsIn(value) >= 7 && digitsIn(value) <= 15 && /^[\d\s()+.-]+$/.test(value),
    MESSAGES.phone,
  ),
  email: requiredText(254, MESSAGES.email).regex(EMAIL_PATTERN, MESSAGES.email),
} satisfies Record<StepField<1>, z.ZodType>;

const wholeNumber = (min: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(100_000, message).optional();

export const businessShape = {
  industry_type: z.enum(valuesOf(INDUSTRY_TYPES), { error: MESSAGES.industry }),
  processing_volume: z.enum(valuesOf(PROCESSING_VOLUMES), { error: MESSAGES.volume }).optional(),
  num_locations: wholeNumber(1, MESSAGES.locations),
  num_terminals: wholeNumber(0, MESSAGES.terminals),
} satisfies Record<StepField<2>, z.ZodType>;

const schedulingChoice = <T extends string>(values: readonly T[]) =>
  z.enum(values as [T, ...T[]], { error: MESSAGES.scheduling });

export const schedulingShape = {
  /** An offered free start (ISO 8601 UTC) or "request" (chosen-slot.ts); absent without booking. */
  slot_start: storableText(MESSAGES.slot)
    .refine((value) => value === SLOT_REQUEST || chosenSlotInstant(value) !== null, MESSAGES.slot)
    .optional(),
  preferred_date: storableText(MESSAGES.scheduling)
    .trim()
    .refine(isCalendarDate, MESSAGES.scheduling),
  start_hour: schedulingChoice(HOURS),
  start_minute: schedulingChoice(MINUTES),
  start_period: schedulingChoice(PERIODS),
  end_hour: schedulingChoice(HOURS).optional(),
  end_minute: schedulingChoice(MINUTES).optional(),
  end_period: schedulingChoice(PERIODS).optional(),
  time_zone: z.enum(valuesOf(TIME_ZONES), { error: MESSAGES.scheduling }),
} satisfies Record<StepField<3>, z.ZodType>;

const goalShape = Object.fromEntries(GOALS.map((goal) => [goal.name, z.boolean().optional()])) as Record<
  (typeof GOALS)[number]["name"],
  z.ZodOptional<z.ZodBoolean>
>;

export const goalsShape = {
  ...goalShape,
  other_goal_specification: optionalText(500),
  integration_software: optionalText(200),
  comments: optionalText(2000),
} satisfies Record<StepField<4>, z.ZodType>;

const everyField: Record<string, z.ZodType> = { ...contactShape, ...businessShape, ...schedulingShape, ...goalsShape };

/**
 * The answers among `values` the database could not store, each with its field's own
 * message (Conform's error shape), or null when there is none. The wizard keeps a step's
 * answers in the visitor's draft before checking them (Back), so it asks this first.
 */
export function unstorableAnswers(values: Record<string, string>): Record<string, string[]> | null {
  const errors = Object.entries(values)
    .filter(([, value]) => !isStorableText(value))
    .map(([field, value]) => [field, [everyField[field]?.safeParse(value).error?.issues[0]?.message ?? UNSTORABLE_TEXT_MESSAGE]]);
  return errors.length > 0 ? Object.fromEntries(errors) : null;
}

/**
 * The preferred date may not be before today in the visitor's chosen time zone
 * (date-rule.ts), nor, today, the start time before now (issue 27: a wish for a time
 * already gone is no wish).
 */
function refineDateNotPast(now: () => Date) {
  return (
    value: { preferred_date?: string; time_zone?: string; start_hour?: string; start_minute?: string; start_period?: string },
    ctx: z.RefinementCtx,
  ) => {
    if (!value.preferred_date || !value.time_zone || !isCalendarDate(value.preferred_date)) return;
    const current = now();
    if (isBeforeTodayInChosenZone(value.preferred_date, value.time_zone, current)) {
      ctx.addIssue({ code: "custom", path: ["preferred_date"], message: MESSAGES.pastDate });
      return;
    }
    const instants = wishedInstants(value);
    if (instants?.length && instants.every((instant) => instant.getTime() < current.getTime())) {
      ctx.addIssue({ code: "custom", path: ["start_hour"], message: MESSAGES.pastTime });
    }
  };
}

const realClock = () => new Date();

function buildStepSchema(step: WizardStep, now: () => Date) {
  switch (step) {
    case 1:
      return z.object(contactShape);
    case 2:
      return z.object(businessShape);
    case 3:
      return z.object(schedulingShape).superRefine(refineDateNotPast(now));
    case 4:
      return z.object(goalsShape);
  }
}

function buildConsultationSchema(now: () => Date) {
  return z
    .object({ ...contactShape, ...businessShape, ...schedulingShape, ...goalsShape })
    .superRefine(refineDateNotPast(now));
}

// zod compiles a schema the first time it parses with it: build the real-clock schemas once.
const stepSchemas = new Map<WizardStep, ReturnType<typeof buildStepSchema>>();
let fullSchema: ReturnType<typeof buildConsultationSchema> | undefined;

/** One zod schema per wizard step: the browser and the server validate with the same one. */
export function stepSchema(step: WizardStep, now?: () => Date) {
  if (now) return buildStepSchema(step, now);
  let schema = stepSchemas.get(step);
  if (!schema) {
    schema = buildStepSchema(step, realClock);
    stepSchemas.set(step, schema);
  }
  return schema;
}

/** All four steps: the server's trust boundary on final submit, whatever the client did. */
export function consultationSchema(now?: () => Date) {
  if (now) return buildConsultationSchema(now);
  fullSchema ??= buildConsultationSchema(realClock);
  return fullSchema;
}

export type ConsultationInput = z.infer<ReturnType<typeof consultationSchema>>;

/** The stored consultation (the payload of product reference §3.6): end time filled in, status pending. */
export interface ConsultationRecord extends Omit<ConsultationInput, "num_locations" | "num_terminals" | "slot_start"> {
  end_hour: NonNullable<ConsultationInput["end_hour"]>;
  end_minute: NonNullable<ConsultationInput["end_minute"]>;
  end_period: NonNullable<ConsultationInput["end_period"]>;
  num_locations: number | null;
  num_terminals: number | null;
  status: "pending";
}

/**
 * Normalises a validated submission: the end time is computed when missing, the goal
 * booleans are explicit, and the "other" and integration texts count only when their
 * box is checked (with JavaScript off both boxes are always visible).
 */
export function toConsultationRecord(input: ConsultationInput): ConsultationRecord {
  const computed = endTimeFor(input.start_hour, input.start_minute, input.start_period);
  const hasEnd = input.end_hour && input.end_minute && input.end_period;
  const goals = Object.fromEntries(GOALS.map((goal) => [goal.name, input[goal.name] === true]));
  // The chosen start is not part of the request's shape: the booking keeps the instant.
  const { slot_start: _chosenStart, ...answers } = input;
  return {
    ...answers,
    ...goals,
    end_hour: hasEnd ? input.end_hour! : computed!.hour,
    end_minute: hasEnd ? input.end_minute! : computed!.minute,
    end_period: hasEnd ? input.end_period! : computed!.period,
    num_locations: input.num_locations ?? null,
    num_terminals: input.num_terminals ?? null,
    other_goal_specification: input.goal_other ? input.other_goal_specification || undefined : undefined,
    integration_software: input.goal_integration ? input.integration_software || undefined : undefined,
    status: "pending",
  };
}
