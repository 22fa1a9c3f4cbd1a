import type { MetaDescriptor } from "@remix-run/react";
import type { ManifestEntry } from "~/features/routing/route-manifest.server";
import { buildPageMeta, type PageMetaInput } from "./meta";

/** Meta tags of a page described by its manifest entry (with the texts its link previews show instead, where a loader set them). */
export function manifestMeta(
  entry: (ManifestEntry & { social?: PageMetaInput["social"] }) | undefined,
  matches: readonly { id: string; data?: unknown }[],
): MetaDescriptor[] {
  if (!entry) return [];
  return buildPageMeta(
    {
      title: entry.family === "home" ? undefined : entry.title,
      description: entry.description,
      path: entry.canonicalPath ?? entry.path,
      noindex: entry.noindex,
      social: entry.social,
    },
    matches,
  );
}
