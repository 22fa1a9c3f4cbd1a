import { Link, useRouteLoaderData, type LinkProps } from "@remix-run/react";
import type { AnchorHTMLAttributes } from "react";
import { withCarriedParams } from "~/features/branding/carry-params";
import { isSiteRelativePath } from "~/utils/safe-url";
import type { RootLoaderData } from "~/root";

/** The co-branding parameters of the current visit, carried onto every internal link. */
export function useCarriedParams(): [string, string][] {
  return useRouteLoaderData<RootLoaderData>("root")?.branding?.params ?? [];
}

export function useCarriedHref(href: string): string {
  return withCarriedParams(href, useCarriedParams());
}

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
  if (!isSiteRelativePath(to)) {
    return (
      <a href={to} {...anchorProps}>
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
