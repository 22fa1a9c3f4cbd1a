import { describe, expect, it } from "vitest";
import { actionRoutes } from "../support/action-routes";
import { POST_ENDPOINTS } from "./post-endpoints";

describe("the security suite's table of state-changing endpoints", () => {
  it("lists exactly the route modules that export an action", () => {
    const inTable = POST_ENDPOINTS.map((endpoint) => endpoint.pattern).sort();
    const inApp = actionRoutes().map((route) => route.pattern).sort();
    expect(inTable).toEqual(inApp);
  });

  it("gives a reason (and, for anti-forgery, the protection instead) for every exemption", () => {
    for (const endpoint of POST_ENDPOINTS) {
      const exemptions = [endpoint.antiForgery, endpoint.bodyLimit, endpoint.rateLimits].filter(
        (decision): decision is { exempt: string } => typeof decision === "object" && "exempt" in decision,
      );
      for (const exemption of exemptions) expect(exemption.exempt.length, endpoint.pattern).toBeGreaterThan(20);
      if (typeof endpoint.antiForgery === "object") expect(endpoint.antiForgery.protectedBy.length, endpoint.pattern).toBeGreaterThan(10);
    }
  });
});
