import { useRouteLoaderData } from "@remix-run/react";
import { createContext, createElement, type ReactNode } from "react";
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

const NO_PARAMS: [string, string][] = [];

/**
 * The co-branding parameters of the current visit, provided by the root layout from its
 * loader's data. A context of its own rather than the root loader's data read in each
 * link: markup rendered apart from the page (the shared header, app/components/ui/rendered-once.tsx)
 * has no router to read that data from.
 */
export const CarriedParamsContext = createContext<[string, string][]>(NO_PARAMS);

export function CarriedParamsProvider({
  params,
  children,
}: {
  params: [string, string][] | undefined;
  children: ReactNode;
}) {
  return createElement(CarriedParamsContext.Provider, { value: params ?? NO_PARAMS }, children);
}
