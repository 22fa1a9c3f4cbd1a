import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadOrCreateSecret, parseEnv } from "~/utils/env.server";

describe("parseEnv", () => {
  it("applies defaults so the site runs with no configuration but what `npm start` supplies (the origin, and demo data on)", () => {
    const env = parseEnv({ SITE_URL: "http://localhost:3000", SEED_DEMO_DATA: "true" } as unknown as NodeJS.ProcessEnv);
    expect(env.SITE_URL).toBe("http://localhost:3000");
    expect(env.DATABASE_URL).toBe("file:./data/app.db");
    expect(env.NODE_ENV).toBe("production");
    expect(env.SEED_DEMO_DATA).toBe("true");
    expect(env.ANALYTICS_RETENTION_DAYS).toBe(395);
  });

  it("reads the analytics retention as whole days, 0 meaning forever", () => {
    expect(parseEnv({ NODE_ENV: "test", ANALYTICS_RETENTION_DAYS: "0" } as unknown as NodeJS.ProcessEnv).ANALYTICS_RETENTION_DAYS).toBe(0);
    expect(parseEnv({ NODE_ENV: "test", ANALYTICS_RETENTION_DAYS: "30" } as unknown as NodeJS.ProcessEnv).ANALYTICS_RETENTION_DAYS).toBe(30);
    for (const bad of ["-1", "1.5", "a year"]) {
      expect(() => parseEnv({ ANALYTICS_RETENTION_DAYS: bad } as unknown as NodeJS.ProcessEnv), bad).toThrow(/ANALYTICS_RETENTION_DAYS: /);
    }
  });

  it("names each bad variable in one clear message", () => {
    const bad = { SESSION_SECRET: "short", SITE_EMAIL: "nope", NODE_ENV: "staging" } as unknown as NodeJS.ProcessEnv;
    expect(() => parseEnv(bad)).toThrow(/^Invalid environment configuration:/);
    expect(() => parseEnv(bad)).toThrow(/SESSION_SECRET: SESSION_SECRET must be at least 32 characters long/);
    expect(() => parseEnv(bad)).toThrow(/SITE_EMAIL: SITE_EMAIL must be an e-mail address/);
    expect(() => parseEnv(bad)).toThrow(/NODE_ENV: /);
  });
});

describe("SITE_URL", () => {
  // SEED_DEMO_DATA is production's other required answer (tested below).
  const parse = (env: Record<string, string>) => parseEnv({ SEED_DEMO_DATA: "false", ...env } as unknown as NodeJS.ProcessEnv);

  it("is required in production, where no request's Host header may write a link", () => {
    for (const env of [{}, { NODE_ENV: "production" }, { NODE_ENV: "production", SITE_URL: "" }] as Record<string, string>[]) {
      expect(() => parse(env), JSON.stringify(env)).toThrow(/SITE_URL: SITE_URL must be set in production/);
    }
    expect(parse({ NODE_ENV: "production", SITE_URL: "https://www.example.com" }).SITE_URL).toBe("https://www.example.com");
  });

  it("may be left out in development and tests (links then use the request's origin)", () => {
    expect(parse({ NODE_ENV: "development" }).SITE_URL).toBeUndefined();
    expect(parse({ NODE_ENV: "test", SITE_URL: "" }).SITE_URL).toBeUndefined();
  });

  it("is kept as a bare origin, with or without a trailing slash", () => {
    expect(parse({ SITE_URL: "https://www.example.com/" }).SITE_URL).toBe("https://www.example.com");
    expect(parse({ SITE_URL: "HTTP://LocalHost:3000" }).SITE_URL).toBe("http://localhost:3000");
  });

  it.each(["www.example.com", "javascript:alert(1)", "ftp://example.com", "https://www.example.com/shop", "https://example.com/?a=1", "https://user:pw@example.com"])(
    "refuses %s",
    (value) => {
      expect(() => parse({ NODE_ENV: "development", SITE_URL: value })).toThrow(/SITE_URL: SITE_URL must be an/);
    },
  );
});

describe("SEED_DEMO_DATA", () => {
  const parse = (env: Record<string, string>) => parseEnv(env as unknown as NodeJS.ProcessEnv);
  const LIVE = { NODE_ENV: "production", SITE_URL: "https://www.example.com" };

  it("must be said in production, where demo rows would otherwise reach a live site: the message names it and both answers", () => {
    for (const env of [LIVE, { SITE_URL: "https://www.example.com" }]) {
      expect(() => parse(env), JSON.stringify(env)).toThrow(
        /SEED_DEMO_DATA: SEED_DEMO_DATA must be set in production: SEED_DEMO_DATA=false for a real site .* or SEED_DEMO_DATA=true to load the demo data/,
      );
    }
  });

  it("is taken as said in production", () => {
    expect(parse({ ...LIVE, SEED_DEMO_DATA: "false" }).SEED_DEMO_DATA).toBe("false");
    expect(parse({ ...LIVE, SEED_DEMO_DATA: "true" }).SEED_DEMO_DATA).toBe("true");
  });

  it("defaults to true in development and tests", () => {
    expect(parse({ NODE_ENV: "development" }).SEED_DEMO_DATA).toBe("true");
    expect(parse({ NODE_ENV: "test" }).SEED_DEMO_DATA).toBe("true");
  });

  it("takes only true or false", () => {
    expect(() => parse({ ...LIVE, SEED_DEMO_DATA: "yes" })).toThrow(/SEED_DEMO_DATA: SEED_DEMO_DATA must be true or false/);
  });
});

describe("`npm start`", () => {
  const start = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts.start!;

  it("supplies what production asks of a local try-out: the origin and the demo data, unless set otherwise", () => {
    expect(start).toContain("SITE_URL=${SITE_URL:-http://localhost:${PORT:-3000}}");
    expect(start).toContain("SEED_DEMO_DATA=${SEED_DEMO_DATA:-true}");
  });

  it("says nothing about a proxy: there is none, so no forwarded header is believed", () => {
    expect(start).not.toContain("TRUSTED_PROXY_HOPS");
  });
});

describe("HOST", () => {
  const parse = (env: Record<string, string>) => parseEnv({ NODE_ENV: "test", ...env } as unknown as NodeJS.ProcessEnv);

  it("takes an address or host name for the server to listen on", () => {
    for (const host of ["127.0.0.1", "::1", "0.0.0.0", "app.internal", ""]) expect(parse({ HOST: host }).HOST, host).toBe(host);
  });

  it.each(["127.0.0.1:3000", "http://localhost", "two words"])("refuses %j", (host) => {
    expect(() => parse({ HOST: host })).toThrow(/HOST: HOST must be an IP address or host name/);
  });
});

describe("STAFF_PASSWORD and ANALYTICS_DEBUG_ENDPOINT", () => {
  const parse = (env: Record<string, string>) => parseEnv({ NODE_ENV: "test", ...env } as unknown as NodeJS.ProcessEnv);

  it("refuses a staff password longer than bcrypt's 72 bytes", () => {
    expect(parse({ STAFF_PASSWORD: "x".repeat(72) }).STAFF_PASSWORD).toHaveLength(72);
    expect(() => parse({ STAFF_PASSWORD: "x".repeat(73) })).toThrow(/STAFF_PASSWORD: STAFF_PASSWORD must be at most 72 bytes/);
    expect(() => parse({ STAFF_PASSWORD: "ü".repeat(40) })).toThrow(/at most 72 bytes/);
  });

  it("takes true or false for the analytics debug endpoint", () => {
    expect(parse({ ANALYTICS_DEBUG_ENDPOINT: "true" }).ANALYTICS_DEBUG_ENDPOINT).toBe("true");
    expect(() => parse({ ANALYTICS_DEBUG_ENDPOINT: "yes" })).toThrow(/ANALYTICS_DEBUG_ENDPOINT must be true or false/);
  });
});

describe("loadOrCreateSecret", () => {
  it("creates a secret once and returns the same one afterwards", () => {
    const dir = join(process.env.DATA_DIR ?? "", "secrets");
    const first = loadOrCreateSecret(dir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadOrCreateSecret(dir)).toBe(first);
    expect(readFileSync(join(dir, "session-secret"), "utf8").trim()).toBe(first);
  });
});
