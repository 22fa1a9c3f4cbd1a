import { useLoaderData, type MetaFunction } from "@remix-run/react";
import { LinkDirectory } from "~/features/content-pages/components/link-directory";
import { SimplePage } from "~/components/page-templates/simple-page";
import { menuDirectory } from "~/features/content-pages/directories.server";
import { getNavigationMenus } from "~/features/navigation/navigation.server";
import { requireManifestEntry } from "~/features/routing/route-manifest.server";
import { manifestMeta } from "~/utils/manifest-meta";

export async function loader() {
  return {
    entry: requireManifestEntry("/navmobileview_solutions"),
    groups: menuDirectory((await getNavigationMenus()).solutions),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => manifestMeta(data?.entry, matches);

export default function AllSolutions() {
  const { entry, groups } = useLoaderData<typeof loader>();
  return (
    <SimplePage entry={entry} eyebrow="Solutions">
      <LinkDirectory groups={groups} />
    </SimplePage>
  );
}
