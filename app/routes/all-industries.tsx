import { useLoaderData, type MetaFunction } from "@remix-run/react";
import { LinkDirectory } from "~/features/content-pages/components/link-directory";
import { SimplePage } from "~/components/page-templates/simple-page";
import { allIndustriesDirectory } from "~/features/content-pages/directories.server";
import { linkTextsOf, liveEditedPages } from "~/features/page-edits/page-edits.server";
import { requireManifestEntry } from "~/features/routing/route-manifest.server";
import { manifestMeta } from "~/utils/manifest-meta";

/** The directory shows the business types' edited titles and introductions (decision 088). */
export async function loader() {
  return { entry: requireManifestEntry("/all-industries"), groups: allIndustriesDirectory(linkTextsOf(await liveEditedPages())) };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => manifestMeta(data?.entry, matches);

export default function AllIndustries() {
  const { entry, groups } = useLoaderData<typeof loader>();
  return (
    <SimplePage entry={entry} eyebrow="Industries">
      <LinkDirectory groups={groups} />
    </SimplePage>
  );
}
