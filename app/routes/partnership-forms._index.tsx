import { useLoaderData, type MetaFunction } from "@remix-run/react";
import { SimplePage } from "~/components/page-templates/simple-page";
import { SiteLink } from "~/components/ui/site-link";
import { findManifestEntry, PARTNERSHIP_TYPES, requireManifestEntry } from "~/features/routing/route-manifest.server";
import { manifestMeta } from "~/utils/manifest-meta";

export function loader() {
  return {
    entry: requireManifestEntry("/partnership-forms"),
    types: PARTNERSHIP_TYPES.flatMap((type) => {
      const entry = findManifestEntry(`/partnership-forms/${type}`);
      return entry ? [{ href: entry.path, title: entry.title, description: entry.description }] : [];
    }),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => manifestMeta(data?.entry, matches);

export default function PartnershipForms() {
  const { entry, types } = useLoaderData<typeof loader>();
  return (
    <SimplePage entry={entry} eyebrow="Partner with Us">
      <ul className="card-grid">
        {types.map((type) => (
          <li key={type.href} className="card">
            <h2 className="card__title">
              <SiteLink to={type.href}>{type.title}</SiteLink>
            </h2>
            <p>{type.description}</p>
          </li>
        ))}
      </ul>
    </SimplePage>
  );
}
