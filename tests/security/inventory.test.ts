import { readFileSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { actionRoutes, routeModules } from "../support/action-routes";
import { documentedEndpointTable, endpointTable } from "../support/endpoints";
import { LIMITS_TESTED_THROUGH, POST_ENDPOINTS } from "./post-endpoints";

const SECURITY_DOC = "docs/security.md";

describe("the security suite's table of state-changing endpoints", () => {
  it("lists exactly the route modules that export an action", () => {
    const inTable = POST_ENDPOINTS.map((endpoint) => endpoint.pattern).sort();
    const inApp = actionRoutes().map((route) => route.pattern).sort();
    expect(inTable).toEqual(inApp);
  });

  it("reads every route's rules from an action made from its declaration, marked pure for the browser build", () => {
    // The browser bundle keeps a route's top-level calls unless they are marked pure, and
    // there the server modules they use are empty: an unmarked call breaks the page.
    const madeFromDeclaration = /export const action = (?:\/\* @__PURE__ \*\/ endpointAction\(|refuseEveryPost;)/;
    const actionFiles = new Set(actionRoutes().map((route) => route.file));
    for (const route of routeModules().filter((module) => actionFiles.has(module.file))) {
      expect(route.source, route.file).toMatch(madeFromDeclaration);
    }
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

  it("has staff endpoints take the token, and anonymous forms check their origin or say why not", () => {
    for (const endpoint of POST_ENDPOINTS) {
      if (endpoint.access === "staff") expect(endpoint.antiForgery, endpoint.pattern).toBe("token");
      if (endpoint.encoding !== "form") expect(endpoint.declared.reply, endpoint.pattern).toBe("json");
    }
  });

  it("tests a limit through another endpoint only when that one counts the same budget", () => {
    expect(LIMITS_TESTED_THROUGH.length).toBeGreaterThan(0);
    for (const { pattern, scope, through } of LIMITS_TESTED_THROUGH) {
      const budgetOf = (endpointPattern: string) => {
        const declared = POST_ENDPOINTS.find((endpoint) => endpoint.pattern === endpointPattern)?.declared.rateLimits;
        return declared && !("exempt" in declared) ? declared.find((limit) => limit.scope === scope)?.budget : undefined;
      };
      expect(budgetOf(pattern), pattern).toBeDefined();
      expect(budgetOf(through), `${pattern} → ${through}`).toEqual(budgetOf(pattern));
    }
  });

  it("matches the endpoint table in docs/security.md, which is written from the declarations", () => {
    const table = endpointTable(new Map(POST_ENDPOINTS.map((endpoint) => [endpoint.pattern, endpoint.declared])));
    const doc = readFileSync(SECURITY_DOC, "utf8");
    const documented = documentedEndpointTable(doc);
    if (process.env.UPDATE_ENDPOINT_TABLE === "1" && documented) writeFileSync(SECURITY_DOC, doc.replace(documented, table));
    else expect(documented, "run this test with UPDATE_ENDPOINT_TABLE=1 to rewrite the table").toBe(table);
  });
});
