import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, type MetaFunction } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { ServerHtml } from "~/components/ui/server-html";
import { HERO_IMAGE } from "~/features/home/hero-image";
import { PagePopup } from "~/features/popups/components/page-popup";
import { loadHomePage } from "~/features/home/home-page.server";
import { manifestMeta } from "~/utils/manifest-meta";

export function loader({ request }: LoaderFunctionArgs) {
  return loadHomePage(request);
}

/** A staff preview's private, unindexed headers reach the browser (the public page sets none). */
export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  ...manifestMeta(data?.entry, matches),
  {
    tagName: "link",
    rel: "preload",
    href: HERO_IMAGE.src,
    as: "image",
    type: "image/svg+xml",
    fetchPriority: "high",
  },
];

/**
 * Fetched only when the home page is reached by a client-side navigation: a first visit
 * keeps the server's markup (ServerHtml).
 */
const HomeSections = lazy(() => import("~/features/home/components/home-sections"));

export default function Home() {
  const { testimonial, popup } = useLoaderData<typeof loader>();
  return (
    <>
      <ServerHtml id="home-content" className="home">
        <Suspense fallback={null}>
          <HomeSections testimonial={testimonial} heroImage={HERO_IMAGE} />
        </Suspense>
      </ServerHtml>
      {popup ? <PagePopup key={popup.view.id} popup={popup.view} /> : null}
    </>
  );
}
