import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, type MetaFunction } from "@remix-run/react";
import { SimplePage } from "~/components/page-templates/simple-page";
import { requireManifestEntry } from "~/features/routing/route-manifest.server";
import { notFound } from "~/utils/http.server";
import { manifestMeta } from "~/utils/manifest-meta";

/** `/{name}/project-hurricane`: an internal page, never indexed; its content is not public. */
export function loader({ params }: LoaderFunctionArgs) {
  const name = params.name ?? "";
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(name)) throw notFound();
  const entry = requireManifestEntry("/team/project-hurricane");
  return { entry: { ...entry, path: `/${name}/project-hurricane` } };
}

export const headers = () => ({ "X-Robots-Tag": "noindex, nofollow" });

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => manifestMeta(data?.entry, matches);

export default function ProjectHurricane() {
  const { entry } = useLoaderData<typeof loader>();
  return (
    <SimplePage entry={entry} eyebrow="Internal">
      <p>This page is for our team. If you were sent here by mistake, head back to the home page.</p>
    </SimplePage>
  );
}
