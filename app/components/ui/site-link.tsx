import { Link, type LinkProps } from "@remix-run/react";
import { createContext, useContext, type AnchorHTMLAttributes } from "react";
import { withCarriedParams } from "~/utils/carry-params";
import { CarriedParamsContext } from "~/utils/root-data";
import { isSiteRelativePath } from "~/utils/safe-url";

/** The co-branding parameters of the current visit, carried onto every internal link. */
export function useCarriedParams(): [string, string][] {
  return useContext(CarriedParamsContext);
}

export function useCarriedHref(href: string): string {
  return withCarriedParams(href, useCarriedParams());
}

/**
 * Whether links are written as plain anchors on the server (the "server-links" speedup,
 * app/utils/speedups.mjs); entry.server.tsx sets it from SPEEDUPS_OFF.
 */
export const PlainServerLinksContext = createContext(true);

type SiteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  to: string;
  prefetch?: LinkProps["prefetch"];
};

/**
 * Every internal link of the site goes through here so that co-branding persists.
 * External URLs and in-page anchors render as plain anchors.
 */
export function SiteLink({ to, prefetch = "intent", children, ...anchorProps }: SiteLinkProps) {
  const href = useCarriedHref(to);
  const plainOnServer = useContext(PlainServerLinksContext);
  if (!isSiteRelativePath(to)) {
    return (
      <a href={to} {...anchorProps}>
        {children}
      </a>
    );
  }
  if (plainOnServer && typeof document === "undefined") {
    // On the server a page has a hundred links and Remix's <Link> costs a dozen hooks each
    // (about an eighth of a page's render time); its markup is just this anchor, which the
    // browser's <Link> then hydrates, so the HTML is the same byte for byte, attributes in
    // the same order (tests/server/speedups.test.ts compares).
    const { target, ...attributes } = anchorProps;
    return (
      <a {...attributes} data-discover="true" href={href} target={target}>
        {children}
      </a>
    );
  }
  return (
    <Link to={href} prefetch={prefetch} {...anchorProps}>
      {children}
    </Link>
  );
}
