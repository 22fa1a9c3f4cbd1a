/**
 * Staff actions that cannot be taken back with one click ask first (decision 057): the
 * first post of such a form only answers the question, and the action is taken when the
 * answer comes back with `confirmed=yes`. The same round trip with JavaScript on or off,
 * so the question is always a step in the page (never window.confirm, which a script
 * could skip and a screen reader announces poorly).
 */
export const CONFIRMED_FIELD = "confirmed";

export interface ConfirmationStep {
  /** The question, as the step's heading: "Deactivate Jane Doe?". */
  question: string;
  /** What happens, in one sentence. */
  consequence: string;
  confirmLabel: string;
}

/** Whether the form carries the answer to its question. */
export function isConfirmed(formData: FormData): boolean {
  return formData.get(CONFIRMED_FIELD) === "yes";
}

/** An account as the question names it: by name when it has one, else by e-mail. */
const accountName = (account: { name: string | null; email: string }) => account.name?.trim() || account.email;

/** The question before deactivating an account. */
export function deactivationStep(account: { name: string | null; email: string }): ConfirmationStep {
  return {
    question: `Deactivate ${accountName(account)}?`,
    consequence: "They are signed out at once and can no longer sign in.",
    confirmLabel: "Confirm",
  };
}
