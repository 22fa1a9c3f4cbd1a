import { requireManifestEntry, type ManifestEntry } from "./route-manifest.server";

export interface ManifestPageData {
  entry: ManifestEntry;
}

/** Loader data of a page whose title, h1 and description come straight from the manifest. */
export function loadManifestPage(path: string): ManifestPageData {
  return { entry: requireManifestEntry(path) };
}
