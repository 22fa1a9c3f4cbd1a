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

  it("shares one pending load between callers and keeps what it resolved to", async () => {
    let loads = 0;
    const cache = timedCache(1000, async (key: string) => `${key}-${++loads}`);
    const first = cache.get("home", 0);
    expect(cache.get("home", 1)).toBe(first);
    expect(await first).toBe("home-1");
    expect(await cache.get("home", 999)).toBe("home-1");
    expect(loads).toBe(1);
  });

  it("drops a load that failed, so the next call loads again", async () => {
    let loads = 0;
    const cache = timedCache(1000, async () => {
      loads += 1;
      if (loads === 1) throw new Error("database unavailable");
      return "menus";
    });
    await expect(cache.get("all", 0)).rejects.toThrow("database unavailable");
    expect(await cache.get("all", 1)).toBe("menus");
    expect(await cache.get("all", 2)).toBe("menus");
    expect(loads).toBe(2);
  });

  it("keeps a newer load when an older one it replaced fails", async () => {
    let fail: (error: Error) => void = () => undefined;
    let loads = 0;
    const cache = timedCache(1000, (key: string) => {
      loads += 1;
      return loads === 1
        ? new Promise<string>((_, reject) => (fail = reject))
        : Promise.resolve(`${key}-${loads}`);
    });
    const stale = cache.get("home", 0);
    expect(await cache.get("home", 1000)).toBe("home-2");
    fail(new Error("late failure"));
    await expect(stale).rejects.toThrow("late failure");
    expect(await cache.get("home", 1001)).toBe("home-2");
    expect(loads).toBe(2);
  });
});
