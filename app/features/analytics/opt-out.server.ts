import { isProduction } from "~/utils/env.server";
import { OPT_OUT_COOKIE } from "./request-filters";
import { SESSION_COOKIE, VISITOR_COOKIE } from "./session-cookie";
import { readEndpointForm } from "~/utils/endpoint.server";
import { staffForm } from "~/features/staff/staff-endpoint.server";

/** POST /admin/analytics: a staff browser leaves the figures (or joins them again). */
export const ANALYTICS_SETTINGS_FORM = staffForm("analytics", { none: "reads `tracking` (on or off) by hand: no schema" });

/**
 * The staff "don't track me" switch on /admin/analytics: a first-party cookie on this
 * browser (no table: it is a property of the browser, not of the account). While it is
 * set, the tracker stays silent (it reads this cookie, so it is not HttpOnly; it
 * authorises nothing) and beacons and no-script views are dropped. Turning it on also
 * forgets this browser's analytics ids.
 */
const YEAR_SECONDS = 365 * 24 * 60 * 60;

function cookie(name: string, value: string, maxAge: number, httpOnly: boolean): string {
  return `${name}=${value}; Path=/; Max-Age=${maxAge}; SameSite=Lax${httpOnly ? "; HttpOnly" : ""}${isProduction() ? "; Secure" : ""}`;
}

export function optOutCookies(optOut: boolean): string[] {
  if (!optOut) return [cookie(OPT_OUT_COOKIE, "", 0, false)];
  return [cookie(OPT_OUT_COOKIE, "1", YEAR_SECONDS, false), cookie(SESSION_COOKIE, "", 0, false), cookie(VISITOR_COOKIE, "", 0, false)];
}

/** The toggle's form post: `tracking=off|on` with the anti-forgery token. Returns the cookies to set. */
export async function handleOptOutPost(request: Request): Promise<string[]> {
  const formData = await readEndpointForm(request, ANALYTICS_SETTINGS_FORM);
  const tracking = formData.get("tracking");
  if (tracking !== "off" && tracking !== "on") throw new Response("Unknown form action.", { status: 400 });
  return optOutCookies(tracking === "off");
}
