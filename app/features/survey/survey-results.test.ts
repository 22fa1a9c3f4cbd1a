import { describe, expect, it } from "vitest";
import { summariseSurvey } from "./survey-results";

const at = Date.parse("2026-11-20T10:00:00.000Z");

describe("summariseSurvey", () => {
  it("averages ratings, counts choices and keeps comments", () => {
    const results = summariseSurvey([
      { answers: { satisfaction: "5", support: "4", fee_clarity: "2", customer_status: "yes", channels: ["in_store", "online"], priority: "fees", improve: "Faster deposits" }, createdAt: at },
      { answers: { satisfaction: "3", support: "4", fee_clarity: "4", customer_status: "no", channels: ["online"], priority: "fees", improve: " " }, createdAt: at },
    ]);
    expect(results.total).toBe(2);
    expect(results.ratings[0]).toMatchObject({ name: "satisfaction", responses: 2, average: 4, distribution: [0, 0, 1, 0, 1] });
    const channels = results.choices.find((choice) => choice.name === "channels");
    expect(channels?.options.map((option) => option.count)).toEqual([1, 2, 0, 0]);
    expect(results.choices.find((choice) => choice.name === "priority")?.options[0]).toEqual({ label: "Lowest fees", count: 2 });
    expect(results.comments).toEqual([{ text: "Faster deposits", createdAt: at }]);
  });

  it("has no average without answers", () => {
    expect(summariseSurvey([]).ratings[0]?.average).toBeNull();
  });
});
