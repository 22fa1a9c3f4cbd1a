import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
  type MetaFunction,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import { lazy, Suspense, useEffect, useRef, type ReactNode } from "react";
import { SiteHeader } from "~/features/layout/components/site-header";
import { ChatLauncher } from "~/features/chat/components/chat-launcher";
import { InlineStylesheet } from "~/components/ui/inline-stylesheet";
import { InstantNavigationScroll } from "~/components/ui/instant-navigation-scroll";
import { ServerHtml } from "~/components/ui/server-html";
import { useScrollReveal } from "~/components/ui/use-scroll-reveal";
import { noScriptViewHref } from "~/features/analytics/noscript-view";
import { TRACKER_STUB_SCRIPT } from "~/features/analytics/tracker/global";
import { useSiteAnalytics } from "~/features/analytics/tracker/use-site-analytics";
import { loadRootData } from "~/features/layout/root-data.server";
import { skipsRevalidationAfterBackgroundRequest } from "~/utils/background-requests";
import { errorPageCopy } from "~/utils/error-page";
import { composeTitle } from "~/utils/meta";
import { CarriedParamsProvider, useRootData } from "~/utils/root-data";
import stylesheet from "~/styles/app.css";

export const links: LinksFunction = () => [
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

export function loader({ request }: LoaderFunctionArgs) {
  return loadRootData(request);
}

/**
 * Navigation and branding only change with the query string (or after a form post, but
 * not after an editor's background request: ~/utils/background-requests).
 */
export const shouldRevalidate: ShouldRevalidateFunction = (args) => {
  const { currentUrl, nextUrl, formMethod, defaultShouldRevalidate } = args;
  if (skipsRevalidationAfterBackgroundRequest(args)) return false;
  return Boolean(formMethod && formMethod !== "GET") || currentUrl.search !== nextUrl.search ? defaultShouldRevalidate : false;
};

export const meta: MetaFunction<typeof loader> = ({ data: root, error }) => {
  const pageTitle = error ? errorPageCopy(error).title : undefined;
  return [
    { title: composeTitle(pageTitle, root ?? undefined) },
    { name: "robots", content: error ? "noindex" : "index, follow" },
  ];
};

/**
 * The footer is only links and text: a first visit keeps the server's markup, never
 * hydrated (ServerHtml), and its code is fetched only when the footer has to be rendered
 * in the browser, after the root's data has changed (decision 055).
 */
const SiteFooter = lazy(() =>
  import("~/features/layout/components/site-footer").then((module) => ({ default: module.SiteFooter }))
);

/** How many times any of `values` has changed since the first render: a key that remounts what shows them. */
function useChangeCount(...values: unknown[]): number {
  const seen = useRef({ values, count: 0 });
  if (values.some((value, index) => value !== seen.current.values[index])) {
    seen.current = { values, count: seen.current.count + 1 };
  }
  return seen.current.count;
}

/** Swaps `no-js` for `js` before first paint, so reveal animations never hide content without JS. */
const JS_CLASS_SCRIPT = "document.documentElement.classList.replace('no-js','js')";

export function Layout({ children }: { children: ReactNode }) {
  const root = useRootData();
  const location = useLocation();
  const error = useRouteError();
  const favicon = root?.branding?.logo?.src;
  useScrollReveal();
  useSiteAnalytics(root?.analytics);
  const footerVersion = useChangeCount(root?.menus, root?.branding, root?.site);
  useEffect(() => {
    // Lets tests (and CSS) tell a hydrated page from server HTML, error pages included.
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <html lang="en" className="no-js">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b3b60" />
        <script dangerouslySetInnerHTML={{ __html: JS_CLASS_SCRIPT }} />
        {root?.analytics ? <script dangerouslySetInnerHTML={{ __html: TRACKER_STUB_SCRIPT }} /> : null}
        <Meta />
        {favicon ? (
          <link rel="icon" href={favicon} />
        ) : (
          <>
            <link rel="icon" href="/favicon.ico" sizes="32x32" />
            <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
          </>
        )}
        {/* The site's stylesheet, inlined: the first paint needs nothing but the document. */}
        <InlineStylesheet href={stylesheet} />
        <Links />
      </head>
      <body data-cobranded={root?.branding?.logo ? "" : undefined}>
        <CarriedParamsProvider params={root?.branding?.params}>
          <a className="skip-link" href="#main">
            Skip to main content
          </a>
          {root ? <SiteHeader menus={root.menus} branding={root.branding} siteName={root.site.name} /> : null}
          <main id="main" tabIndex={-1}>
            {children}
          </main>
          {root ? (
            <ServerHtml key={footerVersion} id="site-footer-html">
              <Suspense fallback={null}>
                <SiteFooter menus={root.menus} branding={root.branding} site={root.site} />
              </Suspense>
            </ServerHtml>
          ) : null}
          <ChatLauncher />
          {root ? (
            <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: root.organizationJsonLd }} />
          ) : null}
          {root?.analytics ? (
            // Counts the view of a visitor without JavaScript; never loaded when scripts run (decision 032).
            <noscript>
              <img
                src={noScriptViewHref(
                  `${location.pathname}${location.search}`,
                  error ? errorPageCopy(error).status : undefined
                )}
                alt=""
                width={1}
                height={1}
                className="noscript-view"
              />
            </noscript>
          ) : null}
        </CarriedParamsProvider>
        <InstantNavigationScroll />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/**
 * The error page's body: loaded only by a page that has an error, so no other page's first
 * visit downloads it. The server renders it whole before it sends a page (onAllReady).
 */
const ErrorPageBody = lazy(() => import("~/components/ui/error-page-body").then((module) => ({ default: module.ErrorPageBody })));

export function ErrorBoundary() {
  const error = useRouteError();
  return (
    <Suspense fallback={null}>
      <ErrorPageBody error={error} />
    </Suspense>
  );
}
