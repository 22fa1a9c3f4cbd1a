import { describe, expect, it } from "vitest";
import { BEST_TIME_ZONE_UNKNOWN, callbackRows } from "./lead-view";

const payload = {
  name: "Dana Reyes",
  phone: "(601) 555-0100",
  best_time: "afternoon",
  note: "",
  conversation: "POS systems → Speak with a representative",
};

describe("callbackRows", () => {
  it("labels a callback's answers for people, with the best time as the form offered it", () => {
    expect(callbackRows(payload)).toEqual([
      ["Name", "Dana Reyes"],
      ["Phone", "(601) 555-0100"],
      ["Best time to call", `Afternoon (12 – 5 PM), ${BEST_TIME_ZONE_UNKNOWN}`],
      ["Note", "—"],
      ["Asked in the chat", "POS systems → Speak with a representative"],
    ]);
  });

  it("never shows a payload key, and keeps a best time it does not know as it was stored", () => {
    const rows = callbackRows({ ...payload, best_time: "lunchtime" });
    expect(rows.map(([label]) => label)).not.toContain("best_time");
    expect(Object.fromEntries(rows)["Best time to call"]).toBe("lunchtime");
    expect(Object.fromEntries(callbackRows({}))).toMatchObject({ Name: "—", "Best time to call": "—", "Asked in the chat": "—" });
  });
});
