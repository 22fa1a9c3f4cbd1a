import { describe, expect, it } from "vitest";
import { CORRECT_ERRORS, describeSubmitFailure, NETWORK_FAILURE, SERVER_ERROR } from "./submit-failure";

describe("describeSubmitFailure (product reference §8.1)", () => {
  it("returns nothing for a successful reply", () => {
    expect(describeSubmitFailure({ ok: true, body: { success: true, message: "ok" } })).toBeNull();
  });

  it("joins the messages of a non-OK reply with errors", () => {
    expect(
      describeSubmitFailure({
        ok: false,
        body: { success: false, errors: { email: ["Please enter a valid email address"], full_name: ["Please fill out all required fields"], business_name: ["Please fill out all required fields"] } },
      }),
    ).toEqual({ title: null, messages: ["Please enter a valid email address", "Please fill out all required fields"] });
  });

  it("shows the message of another non-OK reply, or Server error", () => {
    expect(describeSubmitFailure({ ok: false, body: { message: "Too many requests" } })).toEqual({
      title: "Too many requests",
      messages: [],
    });
    expect(describeSubmitFailure({ ok: false, body: "<html>" })).toEqual({ title: SERVER_ERROR, messages: [] });
  });

  it("asks to correct the errors when an OK reply says success false", () => {
    expect(describeSubmitFailure({ ok: true, body: { success: false, errors: { time_zone: ["x"] } } })).toEqual({
      title: CORRECT_ERRORS,
      messages: ["x"],
    });
  });

  it("has a message for network failures", () => {
    expect(describeSubmitFailure("network")).toEqual({ title: NETWORK_FAILURE, messages: [] });
    expect(NETWORK_FAILURE).toBe("An error occurred while submitting the form. Please try again later.");
  });
});
