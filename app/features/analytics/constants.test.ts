import { describe, expect, it } from "vitest";
import {
  ACTIVE_WINDOW_MS,
  ACTIVITY_THROTTLE_MS,
  BOUNCE_WINDOW_MS,
  GEOLOCATION_MAX_AGE_MS,
  GEOLOCATION_TIMEOUT_MS,
  SEND_INTERVAL_MS,
  SESSION_REUSE_WINDOW_MS,
} from "./constants";

describe("analytics constants (product reference §9.1)", () => {
  it("match the specified durations", () => {
    expect(SESSION_REUSE_WINDOW_MS).toBe(1_800_000);
    expect(ACTIVITY_THROTTLE_MS).toBe(30_000);
    expect(SEND_INTERVAL_MS).toBe(5_000);
    expect(ACTIVE_WINDOW_MS).toBe(90_000);
    expect(BOUNCE_WINDOW_MS).toBe(30_000);
    expect(GEOLOCATION_TIMEOUT_MS).toBe(5_000);
    expect(GEOLOCATION_MAX_AGE_MS).toBe(600_000);
  });
});
