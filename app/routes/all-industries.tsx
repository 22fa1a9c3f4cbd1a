import { useLoaderData, type MetaFunction } from "@remix-run/react";
import { LinkDirectory } from "~/features/content-pages/components/link-directory";
import { SimplePage } from "~/components/page-templates/simple-page";
import { allIndustriesDirectory } from "~/features/content-pages/directories.server";
import { requireManifestEntry } from "~/features/routing/route-manifest.server";
import { manifestMeta } from "~/utils/manifest-meta";

export function loader() {
  return { entry: requireManifestEntry("/all-industries"), groups: allIndustriesDirectory() };
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
