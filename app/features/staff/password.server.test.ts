import bcrypt from "bcryptjs";
import { describe, expect, it } from "vitest";
import { parseEnv } from "~/utils/env.server";
import { hashPassword, PRODUCTION_HASH_COST, verifyPassword, weakHashStartWarning } from "./password.server";

describe("the cost of staff password hashes", () => {
  it("is the production cost unless PASSWORD_HASH_COST says otherwise, and only from 4 to 15", () => {
    expect(parseEnv({ NODE_ENV: "test" }).PASSWORD_HASH_COST).toBe(PRODUCTION_HASH_COST);
    expect(PRODUCTION_HASH_COST).toBe(12);
    expect(parseEnv({ NODE_ENV: "test", PASSWORD_HASH_COST: "4" }).PASSWORD_HASH_COST).toBe(4);
    for (const refused of ["3", "16", "10.5", "strong"]) {
      expect(() => parseEnv({ NODE_ENV: "test", PASSWORD_HASH_COST: refused }), refused).toThrow(/PASSWORD_HASH_COST must be a whole number from 4 to 15/);
    }
  });

  it("hashes at the configured cost, and a hash made at any cost still verifies", async () => {
    const hash = await hashPassword("correct horse battery");
    // The test harness runs at cost 4 (tests/setup-env.ts).
    expect(bcrypt.getRounds(hash)).toBe(Number(process.env.PASSWORD_HASH_COST));
    expect(await verifyPassword("correct horse battery", hash)).toBe(true);
    expect(await verifyPassword("correct horse battery", bcrypt.hashSync("correct horse battery", 5))).toBe(true);
    expect(await verifyPassword("wrong horse battery", hash)).toBe(false);
  });

  it("warns at a production start below the production cost, and only then", () => {
    expect(weakHashStartWarning({ NODE_ENV: "production", PASSWORD_HASH_COST: 4 })).toMatchObject({
      level: "warn",
      msg: expect.stringContaining("PASSWORD_HASH_COST=4 is below 12"),
    });
    expect(weakHashStartWarning({ NODE_ENV: "production", PASSWORD_HASH_COST: 12 })).toBeNull();
    expect(weakHashStartWarning({ NODE_ENV: "production", PASSWORD_HASH_COST: 13 })).toBeNull();
    expect(weakHashStartWarning({ NODE_ENV: "test", PASSWORD_HASH_COST: 4 })).toBeNull();
  });
});
