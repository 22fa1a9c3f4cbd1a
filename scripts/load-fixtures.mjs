/**
 * Requests a real visitor's browser sends, for load runs against the built server:
 * `npm run bench` and the crash test (tests/server/crash.test.ts).
 */

export const BROWSER_UA =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36";

/**
 * A browser-like session on a form page (GET /consult by default): the cookies the page
 * set (none for an anonymous visit) and the spam trap's encrypted start time it rendered.
 * Public forms carry no anti-forgery token: their posts are checked for coming from the
 * site's own pages (decision 036), which `fromOwnPage` marks as a browser would.
 */
export async function formSession(baseUrl, path = "/consult") {
  const response = await fetch(`${baseUrl}${path}`);
  const html = await response.text();
  const formStarted = /name="form_started"[^>]*value="([^"]+)"/.exec(html)?.[1];
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");
  if (!formStarted) throw new Error(`no form on ${path}`);
  return { cookie, formStarted, origin: new URL(baseUrl).origin };
}

/** What a browser adds to a post from one of the site's pages: Fetch metadata and Origin. */
export function fromOwnPage(session) {
  return { "Sec-Fetch-Site": "same-origin", Origin: session.origin };
}

/** A complete, valid consultation request (the wizard's final JSON submit); unique e-mail per (worker, sequence). */
export function consultation(index, sequence, label = "bench") {
  const date = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  return {
    full_name: `Load Visitor ${index}-${sequence}`,
    business_name: "Load Test Co",
    phone_number: "601-555-0100",
    email: `${label}${index}.${sequence}@example.com`,
    industry_type: "retail",
    processing_volume: "10k_50k",
    num_locations: 1,
    num_terminals: 2,
    preferred_date: date,
    start_hour: "10",
    start_minute: "00",
    start_period: "AM",
    time_zone: "CT",
    goal_pos: true,
    comments: "Load test submission",
    status: "pending",
  };
}

/** POST /api/consult as the wizard's script sends it; resolves to the response. */
export function submitConsultation(baseUrl, session, body, headers = {}) {
  return fetch(`${baseUrl}/api/consult`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "X-Requested-With": "XMLHttpRequest",
      ...fromOwnPage(session),
      ...(session.cookie ? { Cookie: session.cookie } : {}),
      ...headers,
    },
    body: JSON.stringify(body),
  });
}

/** A beacon as the tracker sends it: the analytics record (product reference §3.7) as text/plain, a page view every tenth. */
export function beacon(baseUrl, index, sequence, label = "bench") {
  return JSON.stringify({
    kind: sequence % 10 === 0 ? "pageview" : "heartbeat",
    session_id: `${label}-${index}-${Math.floor(sequence / 50)}`,
    visitor_identifier: `${label}-visitor-${index}`,
    page_url: `${baseUrl}/pos-terminals?utm_source=${label}&n=${sequence % 20}`,
    page_title: "POS terminals",
    referrer: "https://www.google.com/",
    language_code: "en-US",
    screen_resolution: "1920x1080",
    timezone: "America/Chicago",
    timezone_offset: 300,
    session_start: Date.now() - 60_000,
    last_activity: Date.now(),
    page_views: 1 + Math.floor(sequence / 10),
    is_active: true,
    is_returning_visitor: false,
  });
}

/** POST /api/website-analytics/track as navigator.sendBeacon sends it. */
export function sendBeacon(baseUrl, body, headers = {}) {
  return fetch(`${baseUrl}/api/website-analytics/track`, {
    method: "POST",
    headers: { "Content-Type": "text/plain;charset=UTF-8", "User-Agent": BROWSER_UA, ...headers },
    body,
  });
}
