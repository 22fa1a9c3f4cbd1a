import { GOALS, type WizardStep } from "./options";

/**
 * The field names of each wizard step, for carrying answers between steps. Kept apart
 * from the zod schemas (schema.ts checks its shapes against these lists) so that code the
 * browser needs on every render of /consult does not pull in zod.
 */
export const STEP_FIELDS = {
  1: ["full_name", "business_name", "phone_number", "email"],
  2: ["industry_type", "processing_volume", "num_locations", "num_terminals"],
  3: ["preferred_date", "slot_start", "start_hour", "start_minute", "start_period", "end_hour", "end_minute", "end_period", "time_zone"],
  4: [...GOALS.map((goal) => goal.name), "other_goal_specification", "integration_software", "comments"],
} as const satisfies Record<WizardStep, readonly string[]>;

export type StepField<S extends WizardStep> = (typeof STEP_FIELDS)[S][number];
