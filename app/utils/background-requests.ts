import type { ShouldRevalidateFunction } from "@remix-run/react";

type RevalidationArgs = Parameters<ShouldRevalidateFunction>[0];

/**
 * The requests an editor sends by itself while someone types, the live preview and the
 * autosave (intents "preview" and "autosave"), change nothing any page shows. Every route
 * an editor page is made of (the root, the staff layout, the editor, and the media library
 * its image picker loads) loads nothing again after one while the page stays where it is
 * (`staffAreaShouldRevalidate` for the staff routes).
 *
 * Loading nothing is also what keeps a save safe. The router finishes a navigation that
 * is loading with the data of a background request that answers meanwhile. A request
 * that loads nothing is done the moment its answer arrives, so it can only meet a save
 * that is still being sent (and the save then loads its own page), or one whose page is
 * already loading: the next address then differs (a save never lands on the address it
 * was sent from, see `savedAddress`), and every loader of that page runs here.
 */
export function skipsRevalidationAfterBackgroundRequest({ formData, currentUrl, nextUrl }: RevalidationArgs): boolean {
  // Kept this small: the root, and so every visitor's first download, carries it. A file
  // or no intent reads as "[object File]" or "undefined", which match neither.
  return /^(preview|autosave)$/.test(formData?.get("intent") as string) && currentUrl.href === nextUrl.href;
}
