import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadOrCreateSecret, parseEnv } from "~/utils/env.server";

describe("parseEnv", () => {
  it("applies defaults so the site runs without configuration", () => {
    const env = parseEnv({} as NodeJS.ProcessEnv);
    expect(env.DATABASE_URL).toBe("file:./data/app.db");
    expect(env.NODE_ENV).toBe("production");
    expect(env.SEED_DEMO_DATA).toBe("true");
    expect(env.ANALYTICS_RETENTION_DAYS).toBe(395);
  });

  it("reads the analytics retention as whole days, 0 meaning forever", () => {
    expect(parseEnv({ ANALYTICS_RETENTION_DAYS: "0" } as unknown as NodeJS.ProcessEnv).ANALYTICS_RETENTION_DAYS).toBe(0);
    expect(parseEnv({ ANALYTICS_RETENTION_DAYS: "30" } as unknown as NodeJS.ProcessEnv).ANALYTICS_RETENTION_DAYS).toBe(30);
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

describe("loadOrCreateSecret", () => {
  it("creates a secret once and returns the same one afterwards", () => {
    const dir = join(process.env.DATA_DIR ?? "", "secrets");
    const first = loadOrCreateSecret(dir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadOrCreateSecret(dir)).toBe(first);
    expect(readFileSync(join(dir, "session-secret"), "utf8").trim()).toBe(first);
  });
});
