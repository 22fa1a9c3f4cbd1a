import type { ShouldRevalidateFunction } from "@remix-run/react";

/**
 * The intents of the requests an editor sends by itself while someone types: the live
 * preview and the autosave. Neither changes anything a page shows.
 */
export const BACKGROUND_INTENTS: readonly string[] = ["preview", "autosave"];

type RevalidationArgs = Parameters<ShouldRevalidateFunction>[0];

/**
 * The `shouldRevalidate` of every route an editor page is made of (the root, the staff
 * layout, the editor, and the media library its image picker loads): after a background
 * request, nothing is loaded again while the page stays where it is.
 *
 * Loading nothing is also what keeps a save safe. The router finishes a navigation that
 * is loading with the data of a background request that answers meanwhile. A request
 * that loads nothing is done the moment its answer arrives, so it can only meet a save
 * that is still being sent (and the save then loads its own page), or one whose page is
 * already loading: the next address then differs (a save never lands on the address it
 * was sent from, see `savedAddress`), and every loader of that page runs here.
 */
export function skipsRevalidationAfterBackgroundRequest({ formData, currentUrl, nextUrl }: RevalidationArgs): boolean {
  const intent = formData?.get("intent");
  const background = typeof intent === "string" && BACKGROUND_INTENTS.includes(intent);
  return background && currentUrl.pathname + currentUrl.search === nextUrl.pathname + nextUrl.search;
}

/** For routes with no rule of their own: the router's, except after a background request here. */
export const skipRevalidationAfterBackgroundRequest: ShouldRevalidateFunction = (args) =>
  skipsRevalidationAfterBackgroundRequest(args) ? false : args.defaultShouldRevalidate;
