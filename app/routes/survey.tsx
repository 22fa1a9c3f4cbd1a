import { useLoaderData, type MetaFunction } from "@remix-run/react";
import { SimplePage } from "~/components/content/simple-page";
import { loadManifestPage } from "~/features/routing/manifest-page.server";
import { manifestMeta } from "~/utils/manifest-meta";
import { ContactOptions } from "~/components/content/contact-options";

export function loader() {
  return loadManifestPage("/survey");
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => manifestMeta(data?.entry, matches);

export default function Page() {
  const { entry } = useLoaderData<typeof loader>();
  return (
    <SimplePage entry={entry} eyebrow="Merchant Survey">
      <ContactOptions />
    </SimplePage>
  );
}
