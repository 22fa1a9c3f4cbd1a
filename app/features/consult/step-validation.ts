import { parseWithZod } from "@conform-to/zod/v4";
import type { WizardStep } from "./options";
import { formDataWithChosenSlot } from "./chosen-slot";
import { stepSchema } from "./schema";

/**
 * The browser's check of one wizard step, with the schema the server validates with.
 * consult-wizard.tsx fetches this module (and zod with it) while the page hydrates rather
 * than before the page's first paint; until it has arrived, Next and Submit are checked
 * by the server.
 */
export function validateStep(formData: FormData, step: WizardStep) {
  // A chosen free time stands for the start and end fields, as on the server.
  return parseWithZod(step === 3 ? formDataWithChosenSlot(formData) : formData, { schema: stepSchema(step) });
}
