import { parseWithZod } from "@conform-to/zod/v4";
import type { WizardStep } from "./options";
import { stepSchema } from "./schema";

/**
 * The browser's check of one wizard step, with the schema the server validates with.
 * consult-wizard.tsx fetches this module (and zod with it) while the page hydrates rather
 * than before the page's first paint; until it has arrived, Next and Submit are checked
 * by the server.
 */
export function validateStep(formData: FormData, step: WizardStep) {
  return parseWithZod(formData, { schema: stepSchema(step) });
}
