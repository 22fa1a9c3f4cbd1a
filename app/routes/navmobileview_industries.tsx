import { useLoaderData, type MetaFunction } from "@remix-run/react";
import { LinkDirectory } from "~/features/content-pages/components/link-directory";
import { SimplePage } from "~/components/page-templates/simple-page";
import { SiteLink } from "~/components/ui/site-link";
import { menuDirectory } from "~/features/content-pages/directories.server";
import { getNavigationMenus } from "~/features/navigation/navigation.server";
import { requireManifestEntry } from "~/features/routing/route-manifest.server";
import { manifestMeta } from "~/utils/manifest-meta";

export async function loader() {
  return {
    entry: requireManifestEntry("/navmobileview_industries"),
    groups: menuDirectory((await getNavigationMenus()).industries),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => manifestMeta(data?.entry, matches);

export default function BrowseIndustries() {
  const { entry, groups } = useLoaderData<typeof loader>();
  return (
    <SimplePage entry={entry} eyebrow="Industries">
      <LinkDirectory groups={groups} />
      <p>
        <SiteLink to="/all-industries" className="button button--primary">
          View all industries
        </SiteLink>
      </p>
    </SimplePage>
  );
}
