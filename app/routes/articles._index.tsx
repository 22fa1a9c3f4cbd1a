import { useLoaderData, type MetaFunction } from "@remix-run/react";
import { SimplePage } from "~/components/content/simple-page";
import { loadManifestPage } from "~/features/routing/manifest-page.server";
import { manifestMeta } from "~/utils/manifest-meta";

export function loader() {
  return loadManifestPage("/articles");
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => manifestMeta(data?.entry, matches);

export default function Articles() {
  const { entry } = useLoaderData<typeof loader>();
  return (
    <SimplePage entry={entry} eyebrow="Articles">
      <p>New articles are on their way.</p>
    </SimplePage>
  );
}
