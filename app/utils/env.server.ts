import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { isIP } from "node:net";
import { dirname, resolve } from "node:path";
import * as z from "zod";

const HOST_NAME = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;

function httpsUrl(name: string) {
  return z.url({
    protocol: /^https$/,
    message: `${name} must be an https:// URL, e.g. https://www.linkedin.com/company/your-company`,
  });
}

/**
 * Environment, validated once at start. A bad value stops the server with a message
 * naming the variable, instead of failing later in a request.
 */
const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  DATABASE_URL: z
    .string()
    .min(1, "DATABASE_URL must not be empty")
    .default("file:./data/app.db"),
  SESSION_SECRET: z
    .string()
    .min(32, "SESSION_SECRET must be at least 32 characters long")
    .optional(),
  /**
   * The address the production server listens on; unset or empty, every interface of the
   * machine. The server reads it itself; checked here so a typo stops the server with its name
   * instead of failing to listen.
   */
  HOST: z
    .string()
    .refine((host) => host === "" || isIP(host) !== 0 || HOST_NAME.test(host), "HOST must be an IP address or host name to listen on, such as 127.0.0.1")
    .optional(),
  /** Where generated secrets and local files live. */
  DATA_DIR: z.string().min(1).default("./data"),
  /**
   * Whether to load the demo data (a fake bank co-brand, a "(demo)" pop-up, example pages
   * and a partner link) into empty tables. Development and tests default to true;
   * production must say which (below).
   */
  SEED_DEMO_DATA: z.enum(["true", "false"], { message: "SEED_DEMO_DATA must be true or false" }).optional(),
  SITE_NAME: z.string().min(1).optional(),
  SITE_PHONE: z.string().min(1).optional(),
  SITE_EMAIL: z.email("SITE_EMAIL must be an e-mail address").optional(),
  SITE_ADDRESS: z.string().min(1).optional(),
  /** The company's profile pages; a network left unset is not linked from the footer. */
  SITE_SOCIAL_FACEBOOK: httpsUrl("SITE_SOCIAL_FACEBOOK").optional(),
  SITE_SOCIAL_LINKEDIN: httpsUrl("SITE_SOCIAL_LINKEDIN").optional(),
  SITE_SOCIAL_INSTAGRAM: httpsUrl("SITE_SOCIAL_INSTAGRAM").optional(),
  /**
   * The public origin: links in lead e-mails, robots.txt, the sitemap, canonical URLs,
   * structured data and image URLs are built from it. Required in production (below).
   */
  SITE_URL: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z
      .url({ protocol: /^https?$/, error: "SITE_URL must be an http(s) origin such as https://www.example.com" })
      .refine(isBareOrigin, "SITE_URL must be an origin only (scheme, host and port), such as https://www.example.com")
      .transform((value) => new URL(value).origin)
      .optional(),
  ),
  /**
   * The edges in front of the app (comma separated origins, e.g. http://127.0.0.1:8080) and
   * the token they accept to fetch a page afresh: a published edit of a page replaces their
   * cached copies at once (decision 088). start:edge sets both; without them an edit shows
   * when the cached copy expires (a minute).
   */
  EDGE_REFRESH_URL: z
    .string()
    .regex(/^(?:https?:\/\/[\w.:[\]-]+)(?:\s*,\s*https?:\/\/[\w.:[\]-]+)*$/, "EDGE_REFRESH_URL must be origins separated by commas, e.g. http://127.0.0.1:8080")
    .optional(),
  EDGE_REFRESH_TOKEN: z.string().regex(/^[0-9a-f]{32,}$/, "EDGE_REFRESH_TOKEN must be at least 32 hex digits").optional(),
  /** Extra https hosts (comma separated) allowed for co-branding logos. */
  LOGO_HOSTS: z.string().optional(),
  /** https hosts (comma separated) a pop-up's call to action and image may use besides this site. */
  LIGHTBOX_CTA_HOSTS: z
    .string()
    .regex(/^[\w.,\s-]*$/, "LIGHTBOX_CTA_HOSTS must be host names separated by commas, e.g. partners.example.com")
    .optional(),
  /**
   * https hosts (comma separated) a redirect of the redirects screen may send visitors to;
   * without it, redirects lead to this site's own paths only. Checked again at every
   * redirect, so a host taken off the list stops its redirects at the next start.
   */
  REDIRECT_ALLOWED_HOSTS: z
    .string()
    .regex(/^[\w.,\s-]*$/, "REDIRECT_ALLOWED_HOSTS must be host names separated by commas, e.g. partners.example.com")
    .optional(),
  /** The shared sales address: e-mailed about a new lead nobody owns, its reminder and its overdue alert (decision 071). */
  LEADS_NOTIFY_TO: z.string().min(3).default("sales@magnoliapayments.example"),
  /** smtp(s)://user:pass@host:port — without it, messages are written to DATA_DIR/outbox/*.eml. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "SMTP_URL must start with smtp:// or smtps://")
    .optional(),
  MAIL_FROM: z.string().min(3).default("Website <no-reply@magnoliapayments.example>"),
  /**
   * Days raw analytics events are kept (0 keeps them forever); pruned daily in production.
   * Thirteen months covers year-over-year comparisons; older rows only cost disk and privacy.
   */
  ANALYTICS_RETENTION_DAYS: z.coerce
    .number({ message: "ANALYTICS_RETENTION_DAYS must be a whole number of days" })
    .int("ANALYTICS_RETENTION_DAYS must be a whole number of days")
    .min(0, "ANALYTICS_RETENTION_DAYS must be 0 (keep forever) or more")
    .default(395),
  /** Seconds between two looks at the jobs table (e-mails, reminders) by each app process's worker (decision 063). */
  JOBS_POLL_SECONDS: z.coerce
    .number({ message: "JOBS_POLL_SECONDS must be a number of seconds" })
    .min(0.1, "JOBS_POLL_SECONDS must be at least 0.1")
    .max(3600, "JOBS_POLL_SECONDS must be at most 3600 (an hour)")
    .default(5),
  /**
   * bcrypt's cost for staff passwords (decision 075): 12, about a quarter of a second a
   * hash. The test harness sets 4, where every sign-in would otherwise spend that quarter
   * second again; a production server with less than 12 warns at start.
   */
  PASSWORD_HASH_COST: z.coerce
    .number({ message: "PASSWORD_HASH_COST must be a whole number from 4 to 15" })
    .int("PASSWORD_HASH_COST must be a whole number from 4 to 15")
    .min(4, "PASSWORD_HASH_COST must be a whole number from 4 to 15")
    .max(15, "PASSWORD_HASH_COST must be a whole number from 4 to 15 (each step doubles the time of a sign-in)")
    .default(12),
  /** Creates or updates this staff account at start (both must be set). */
  STAFF_EMAIL: z.email("STAFF_EMAIL must be an e-mail address").optional(),
  STAFF_PASSWORD: z
    .string()
    .min(10, "STAFF_PASSWORD must be at least 10 characters long")
    // bcrypt ignores everything after 72 bytes (decision 028).
    .refine((password) => Buffer.byteLength(password, "utf8") <= 72, "STAFF_PASSWORD must be at most 72 bytes long (bcrypt ignores the rest)")
    .optional(),
  STAFF_NAME: z.string().min(1).optional(),
  /**
   * POST /api/website-analytics/debug-track logs every record it gets to stdout: on in
   * development and tests, off (404) in production unless this turns it on (decision 027).
   */
  ANALYTICS_DEBUG_ENDPOINT: z
    .enum(["true", "false"], { message: "ANALYTICS_DEBUG_ENDPOINT must be true or false" })
    .optional(),
});

/**
 * What production must configure: the origin (links never follow the request's Host
 * header), and whether demo data goes in. The demo rows would otherwise appear on a live
 * site by default, and come back into any table staff emptied at the next start (the seed
 * fills every empty table), so production never assumes either answer (decision 053).
 */
const ProductionEnvSchema = EnvSchema.superRefine((env, context) => {
  if (env.NODE_ENV !== "production") return;
  if (!env.SITE_URL) {
    context.addIssue({
      code: "custom",
      path: ["SITE_URL"],
      message:
        "SITE_URL must be set in production, to the site's public origin such as https://www.example.com " +
        "(links in e-mails, the sitemap and canonical URLs use it, never the request's Host header; `npm start` sets http://localhost:$PORT)",
    });
  }
  if (env.SEED_DEMO_DATA === undefined) {
    context.addIssue({
      code: "custom",
      path: ["SEED_DEMO_DATA"],
      message:
        "SEED_DEMO_DATA must be set in production: SEED_DEMO_DATA=false for a real site (no demo co-brands, pop-up, pages or partner link), " +
        "or SEED_DEMO_DATA=true to load the demo data into empty tables (`npm start` sets true for a local try-out)",
    });
  }
}).transform((env) => ({ ...env, SEED_DEMO_DATA: env.SEED_DEMO_DATA ?? "true" }));

/** `https://www.example.com` or `https://www.example.com/`, without path, query, fragment or credentials. */
function isBareOrigin(value: string): boolean {
  if (!URL.canParse(value)) return true; // not a URL at all: the URL check above says so
  const url = new URL(value);
  return url.pathname === "/" && url.search === "" && url.hash === "" && url.username === "" && url.password === "" && !value.includes("?") && !value.includes("#");
}

export type ParsedEnv = z.output<typeof ProductionEnvSchema>;
export type Env = ParsedEnv & { SESSION_SECRET: string };

export function parseEnv(source: NodeJS.ProcessEnv): ParsedEnv {
  const result = ProductionEnvSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `  - ${issue.path.join(".") || "(env)"}: ${issue.message}`,
    );
    throw new Error(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  return result.data;
}

/**
 * A SESSION_SECRET that is not provided is generated once and kept under DATA_DIR so
 * `npm start` works with no configuration and sessions survive restarts.
 */
export function loadOrCreateSecret(dataDir: string, fileName = "session-secret"): string {
  const file = resolve(dataDir, fileName);
  if (existsSync(file)) {
    const stored = readFileSync(file, "utf8").trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

let cached: Env | undefined;

export function getEnv(): Env {
  if (!cached) {
    const parsed = parseEnv(process.env);
    cached = {
      ...parsed,
      SESSION_SECRET: parsed.SESSION_SECRET ?? loadOrCreateSecret(parsed.DATA_DIR),
    };
  }
  return cached;
}

export const isProduction = () => getEnv().NODE_ENV === "production";

/**
 * Reads the environment as the server starts (the server build imports this when it is
 * loaded), so a missing or bad variable stops the process with its message before it
 * listens, instead of failing every request later.
 */
export function requireValidEnvAtStart(): void {
  try {
    getEnv();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
