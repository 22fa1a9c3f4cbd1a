import { describe, expect, it } from "vitest";
import { isDebugEndpointEnabled } from "./debug-endpoint";

describe("isDebugEndpointEnabled", () => {
  it("is off in production unless the setting turns it on", () => {
    expect(isDebugEndpointEnabled({ NODE_ENV: "production" })).toBe(false);
    expect(isDebugEndpointEnabled({ NODE_ENV: "production", ANALYTICS_DEBUG_ENDPOINT: "false" })).toBe(false);
    expect(isDebugEndpointEnabled({ NODE_ENV: "production", ANALYTICS_DEBUG_ENDPOINT: "true" })).toBe(true);
  });

  it("is on in development and tests unless the setting turns it off", () => {
    expect(isDebugEndpointEnabled({ NODE_ENV: "development" })).toBe(true);
    expect(isDebugEndpointEnabled({ NODE_ENV: "test" })).toBe(true);
    expect(isDebugEndpointEnabled({ NODE_ENV: "development", ANALYTICS_DEBUG_ENDPOINT: "false" })).toBe(false);
  });
});
