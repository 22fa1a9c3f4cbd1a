import { useRouteLoaderData } from "@remix-run/react";
import type { loadRootData } from "~/features/layout/root-data.server";

/**
 * The root loader's data (navigation, co-branding, the public site details, the origin,
 * the tracker's settings), typed from what `loadRootData` returns.
 *
 * Undefined when the root loader itself failed: the document and its error page still
 * render, without the header, the footer or co-branding, so every caller needs a fallback.
 */
export function useRootData() {
  return useRouteLoaderData<typeof loadRootData>("root");
}

export type RootData = NonNullable<ReturnType<typeof useRootData>>;
