import type { ShouldRevalidateFunction } from "@remix-run/react";

/**
 * The `shouldRevalidate` of a page whose forms carry a row's version (stale-edit.ts).
 * After a save refused as stale (409) the page must reload its data, so the form carries
 * the new version (while keeping what was typed); otherwise every retry would be refused
 * again. Remix reloads after any action today, but its option to skip reloading after a
 * 4xx action (`v7_skipActionErrorRevalidation`, the default of React Router 7) would
 * break that silently: these pages ask for it explicitly.
 */
export const revalidateAfterStaleRefusal: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) =>
  actionStatus === 409 || defaultShouldRevalidate;
