import type { ShouldRevalidateFunction } from "@remix-run/react";
import { revalidateAfterStaleRefusal } from "~/utils/stale-edit-revalidate";

/**
 * The `shouldRevalidate` of the account pages. A stale save (409) reloads, so the forms
 * carry the new version (stale-edit-revalidate.ts). A refusal for any other reason (400,
 * 429) and a question asked before a destructive action (confirmation.ts) changed
 * nothing: reloading would only be a request in flight that the person's next click
 * interrupts.
 */
export const revalidateAfterAccountForm: ShouldRevalidateFunction = (args) => {
  const { actionStatus, actionResult } = args;
  if (actionStatus === 409) return revalidateAfterStaleRefusal(args);
  const asked = typeof actionResult === "object" && actionResult !== null && "confirm" in actionResult && Boolean(actionResult.confirm);
  if (asked || (actionStatus !== undefined && actionStatus >= 400)) return false;
  return revalidateAfterStaleRefusal(args);
};
