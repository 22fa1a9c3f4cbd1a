import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, type MetaFunction } from "@remix-run/react";
import { ContactOptions } from "~/components/content/contact-options";
import { SimplePage } from "~/components/content/simple-page";
import { findManifestEntry } from "~/features/routing/route-manifest.server";
import { notFound } from "~/utils/http.server";
import { manifestMeta } from "~/utils/manifest-meta";

/** One application per partner type; an unknown type is a 404. */
export function loader({ params }: LoaderFunctionArgs) {
  const entry = findManifestEntry(`/partnership-forms/${params.type ?? ""}`);
  if (!entry) throw notFound();
  return { entry };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => manifestMeta(data?.entry, matches);

export default function PartnershipForm() {
  const { entry } = useLoaderData<typeof loader>();
  return (
    <SimplePage entry={entry} eyebrow="Partner with Us">
      <ContactOptions />
    </SimplePage>
  );
}
