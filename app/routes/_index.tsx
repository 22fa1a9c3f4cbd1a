import { useLoaderData, type MetaFunction } from "@remix-run/react";
import { SiteLink } from "~/components/ui/site-link";
import { loadManifestPage } from "~/features/routing/manifest-page.server";
import { manifestMeta } from "~/utils/manifest-meta";

export function loader() {
  return loadManifestPage("/");
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => manifestMeta(data?.entry, matches);

export default function Home() {
  const { entry } = useLoaderData<typeof loader>();
  return (
    <section className="page-hero">
      <div className="container page-hero__inner">
        <h1>{entry.h1}</h1>
        <p className="lead">{entry.description}</p>
        <div className="button-row">
          <SiteLink to="/consult" className="button button--primary button--large">
            Get Started
          </SiteLink>
          <a href="#solutions" className="button button--ghost button--large">
            See Our Solutions
          </a>
        </div>
      </div>
    </section>
  );
}
