import type { ShouldRevalidateFunction } from "@remix-run/react";

/**
 * The `shouldRevalidate` of a page whose forms carry a row's version (stale-edit.ts).
 * Remix skips reloading after an action answers 4xx, so a form refused as stale (409)
 * would keep the old version and be refused again on every retry: after a 409 the page
 * reloads its data (the new version and values), while the form keeps what was typed.
 */
export const revalidateAfterStaleRefusal: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) =>
  actionStatus === 409 || defaultShouldRevalidate;
