import { afterEach, describe, expect, it } from "vitest";
import { loader as healthz } from "~/routes/healthz";
import { markDraining } from "~/utils/lifecycle.server";

afterEach(() => {
  markDraining(false);
});

describe("GET /healthz", () => {
  it("answers 200 while the server takes work and its database responds", async () => {
    const response = await healthz();
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await response.json()).toEqual({ ok: true, database: "ok" });
  });

  it("answers 503 once a graceful shutdown has begun, so load balancers stop sending", async () => {
    markDraining(); // what the production server does on SIGTERM
    const response = await healthz();
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ ok: false, status: "draining" });
  });
});
