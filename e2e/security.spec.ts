import { expect, test } from "./support";

test("documents carry security headers and every inline script has the CSP nonce", async ({ request }) => {
  const response = await request.get("/");
  const headers = response.headers();
  const csp = headers["content-security-policy"] ?? "";
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce).toBeTruthy();
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");

  const html = await response.text();
  const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1] ?? "");
  expect(scripts.length).toBeGreaterThan(0);
  for (const attributes of scripts) {
    expect(attributes).toContain(`nonce="${nonce}"`);
  }

  const second = await request.get("/");
  expect(second.headers()["content-security-policy"]).not.toContain(`'nonce-${nonce}'`);
});

test("JSON endpoints carry the baseline headers too", async ({ request }) => {
  const response = await request.get("/api/navigation");
  expect(response.headers()["x-content-type-options"]).toBe("nosniff");
  expect(response.headers()["content-security-policy"]).toContain("default-src 'none'");
});

test("an error page never shows a stack trace", async ({ request }) => {
  const response = await request.get("/industries/%E0%A4%A");
  expect(response.status()).toBeLessThan(500);
  expect(await response.text()).not.toMatch(/at .+\.js:\d+:\d+/);
});
