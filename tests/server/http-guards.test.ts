import { describe, expect, it } from "vitest";
import { staticFileSecurityHeaders } from "~/server/production-server.server";
import { ALLOWED_METHODS_HEADER, isAnsweredMethod, requestTimeouts, STATIC_FILE_CSP } from "../../server/http-guards.mjs";

describe("isAnsweredMethod", () => {
  it.each(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"])("lets %s through to the app", (method) => {
    expect(isAnsweredMethod(method)).toBe(true);
  });

  it.each(["TRACE", "CONNECT", "PROPFIND", "SEARCH", "PURGE", "M-SEARCH", "get", ""])("refuses %j", (method) => {
    expect(isAnsweredMethod(method)).toBe(false);
  });

  it("names only methods it lets through in Allow", () => {
    for (const method of ALLOWED_METHODS_HEADER.split(", ")) expect(isAnsweredMethod(method)).toBe(true);
  });
});

describe("requestTimeouts", () => {
  it("defaults to 20 s for the headers and 60 s for the whole request, checked every second", () => {
    expect(requestTimeouts({})).toEqual({ headersTimeout: 20_000, requestTimeout: 60_000, connectionsCheckingInterval: 1000 });
    expect(requestTimeouts({ HEADERS_TIMEOUT_MS: " ", REQUEST_TIMEOUT_MS: "" })).toMatchObject({ headersTimeout: 20_000, requestTimeout: 60_000 });
  });

  it("reads HEADERS_TIMEOUT_MS and REQUEST_TIMEOUT_MS", () => {
    expect(requestTimeouts({ HEADERS_TIMEOUT_MS: "5000", REQUEST_TIMEOUT_MS: "120000" })).toMatchObject({ headersTimeout: 5000, requestTimeout: 120_000 });
  });

  it.each([
    [{ HEADERS_TIMEOUT_MS: "20s" }, /HEADERS_TIMEOUT_MS must be a whole number of milliseconds from 1000 to 120000, not "20s"/],
    [{ HEADERS_TIMEOUT_MS: "999" }, /HEADERS_TIMEOUT_MS must be/],
    [{ REQUEST_TIMEOUT_MS: "600001" }, /REQUEST_TIMEOUT_MS must be a whole number of milliseconds from 1000 to 600000/],
    [{ REQUEST_TIMEOUT_MS: "1.5" }, /REQUEST_TIMEOUT_MS must be/],
    [{ HEADERS_TIMEOUT_MS: "30000", REQUEST_TIMEOUT_MS: "10000" }, /HEADERS_TIMEOUT_MS \(30000\) must not be longer than REQUEST_TIMEOUT_MS \(10000\)/],
  ])("refuses %j with a message naming the variable", (env, message) => {
    expect(() => requestTimeouts(env)).toThrow(message);
  });
});

describe("the security headers of static files", () => {
  it("are the app's baseline with a CSP that runs nothing, HSTS in production only", () => {
    const development = new Headers(staticFileSecurityHeaders(false));
    const production = new Headers(staticFileSecurityHeaders(true));
    expect(Object.fromEntries(development)).toMatchObject({ "x-content-type-options": "nosniff", "x-frame-options": "DENY" });
    expect(development.get("Strict-Transport-Security")).toBeNull();
    expect(production.get("Strict-Transport-Security")).toMatch(/^max-age=31536000/);
    expect(production.get("Content-Security-Policy")).toBe(STATIC_FILE_CSP);
    expect(STATIC_FILE_CSP).toMatch(/^default-src 'none';.*\bsandbox$/);
  });
});
