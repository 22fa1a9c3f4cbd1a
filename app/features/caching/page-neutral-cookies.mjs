/**
 * The one cookie rule of the shared cache (decision 046): a request that carries any
 * cookie not named here is personal. The app answers it `private`, and the proxy neither
 * answers it from its cache nor stores the reply (scripts/start-edge.mjs writes
 * PERSONAL_COOKIE_PATTERN into deploy/nginx.conf.template's map).
 *
 * It lists the cookies that do NOT change a page, rather than those that do, so a cookie
 * added later is personal until someone proves otherwise: forgetting it costs a cache
 * hit, never another visitor's wizard step, transcript or confirmation.
 *
 * Plain JavaScript, so the app and the Node script that renders nginx's configuration
 * import the same module.
 */

/**
 * Cookies no page reads: the analytics session and visitor ids (random ids that the
 * tracker and the no-script image move on, decision 012) and where the visitor came from
 * (read only when a lead is sent, decision 076: with it personal, every visitor who came
 * from a campaign would miss the cache for three months). A test
 * (tests/edge/cookie-inventory.test.ts) keeps them equal to those features' names and
 * checks that a page is the same with and without them. Names only: letters, digits,
 * `_` and `-`.
 */
export const PAGE_NEUTRAL_COOKIES = Object.freeze(["sid", "vid", "attribution"]);
for (const name of PAGE_NEUTRAL_COOKIES) {
  // The names go into a regular expression and nginx's configuration as they are.
  if (!/^[A-Za-z0-9_-]+$/.test(name)) throw new Error(`page-neutral cookie names are letters, digits, _ and -, not "${name}"`);
}

/**
 * A regular expression (the same in JavaScript and nginx's PCRE) that finds, in a Cookie
 * header, a cookie whose name is not on the list: after the start or a `;` and any
 * spaces, a name that is not one of them followed by `=`. `sidx=1`, `sid =1` and a
 * nameless `value` are personal; empty pairs (`a=1; ;`) are not cookies.
 */
export const PERSONAL_COOKIE_PATTERN = `(?:^|;)\\s*(?!(?:${PAGE_NEUTRAL_COOKIES.join("|")})=)[^;\\s]`;

const personalCookie = new RegExp(PERSONAL_COOKIE_PATTERN);

/**
 * Whether a Cookie header makes the request personal.
 * @param {string | null | undefined} cookieHeader
 * @returns {boolean}
 */
export function carriesPersonalCookie(cookieHeader) {
  return Boolean(cookieHeader) && personalCookie.test(/** @type {string} */ (cookieHeader));
}
