import type { HeadersFunction, MetaDescriptor } from "@remix-run/node";
import { composeTitle, rootDataFrom } from "~/utils/meta";

/**
 * The visitor's meeting pages keep the headers their loader or action gave (never
 * stored, never indexed, the Referer policy that keeps the link's token on this site):
 * Remix renders a page with its route's `headers` export only.
 */
export const meetingPageHeaders: HeadersFunction = ({ actionHeaders, loaderHeaders }) => {
  const headers = new Headers();
  for (const source of [loaderHeaders, actionHeaders]) {
    for (const name of ["Cache-Control", "Referrer-Policy", "X-Robots-Tag"]) {
      const value = source.get(name);
      if (value) headers.set(name, value);
    }
  }
  return headers;
};

/** A title and noindex: the address is private to one visitor, so no description or link preview. */
export function meetingPageMeta(title: string, matches: readonly { id: string; data?: unknown }[]): MetaDescriptor[] {
  return [{ title: composeTitle(title, rootDataFrom(matches)) }, { name: "robots", content: "noindex, nofollow" }];
}
