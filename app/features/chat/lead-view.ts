import { BEST_TIMES } from "./callback";

/**
 * How a chat callback lead reads for staff (the inbox, its CSV and the notification
 * e-mail), like the consultation's and the lead forms' answers: labels and the options'
 * own wording instead of the payload's keys.
 */

/**
 * The callback form does not ask for a time zone and the chat records none, so the best
 * time is the visitor's own clock in a zone nobody knows (decision 052): said, so that a
 * rep does not read "Afternoon" in their own zone.
 */
export const BEST_TIME_ZONE_UNKNOWN = "the visitor's local time (time zone not recorded)";

function bestTimeText(value: unknown): string {
  const option = BEST_TIMES.find((time) => time.value === value);
  if (option) return `${option.label}, ${BEST_TIME_ZONE_UNKNOWN}`;
  return typeof value === "string" && value !== "" ? value : "—";
}

/** Label → value rows of a chat callback payload, in the form's order. */
export function callbackRows(payload: Record<string, unknown>): [string, string][] {
  const text = (key: string) => {
    const value = payload[key];
    return typeof value === "string" && value.trim() !== "" ? value : "—";
  };
  return [
    ["Name", text("name")],
    ["Phone", text("phone")],
    ["Best time to call", bestTimeText(payload.best_time)],
    ["Note", text("note")],
    ["Asked in the chat", text("conversation")],
  ];
}
