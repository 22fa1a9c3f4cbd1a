import { describe, expect, it } from "vitest";
import { timedCache } from "./timed-cache";

describe("timedCache", () => {
  it("loads a key once per lifetime, each key on its own, and again after clear()", () => {
    const loads: string[] = [];
    const cache = timedCache(1000, (key: string) => {
      loads.push(key);
      return `${key}-${loads.length}`;
    });
    expect(cache.get("home", 0)).toBe("home-1");
    expect(cache.get("home", 999)).toBe("home-1");
    expect(cache.get("consult", 999)).toBe("consult-2");
    expect(cache.get("home", 1000)).toBe("home-3");
    cache.clear();
    expect(cache.get("home", 1001)).toBe("home-4");
    // A clock that went backwards loads again rather than keeping a copy for long.
    expect(cache.get("home", 500)).toBe("home-5");
    expect(loads).toEqual(["home", "consult", "home", "home", "home"]);
  });
});
