import type { WizardStep } from "./options";

/**
 * The address of the step the wizard shows, when the requested one (`url`) names another
 * step: one not reached yet, one of answers already sent (the draft is gone after a
 * submission, so Back to `/consult?step=3` shows step 1), or no step at all (`step=abc`).
 * Step 1 is `/consult` itself; other parameters of the visit are kept. Null when `url`
 * says the step shown, or names none (`/consult` is the wizard wherever the visitor is).
 */
export function stepAddressIfStale(url: URL, shown: WizardStep): string | null {
  const requested = url.searchParams.get("step");
  if (requested === null || requested === String(shown)) return null;
  const params = new URLSearchParams(url.searchParams);
  if (shown === 1) params.delete("step");
  else params.set("step", String(shown));
  const query = params.toString();
  return `${url.pathname}${query ? `?${query}` : ""}${shown === 1 ? "" : "#wizard"}`;
}
