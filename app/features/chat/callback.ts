import * as z from "zod";
import { singleLineText } from "~/utils/single-line";
import { isStorableText } from "~/utils/storable-text";
import { storableText } from "~/utils/storable-text";

/**
 * The short callback request under "Speak with a representative": name, phone, best
 * time to call and an optional note. One schema for the browser (Conform) and the server.
 */
export const BEST_TIMES = [
  { value: "morning", label: "Morning (8 AM – 12 PM)", phrase: "in the morning" },
  { value: "afternoon", label: "Afternoon (12 – 5 PM)", phrase: "in the afternoon" },
  { value: "evening", label: "Evening (5 – 8 PM)", phrase: "in the evening" },
] as const;

export type BestTime = (typeof BEST_TIMES)[number]["value"];

export const CALLBACK_MESSAGES = {
  name: "Please enter your name",
  phone: "Please enter a valid phone number, including the area code",
  bestTime: "Please choose the best time to call",
  tooLong: "This answer is too long",
} as const;

export const CALLBACK_NOTE_MAX_LENGTH = 500;

const digitsIn = (value: string) => value.replace(/\D/g, "").length;

/** A US number with its area code (10 digits) up to an international one (15). */
export function isCallbackPhone(value: string): boolean {
  return /^[\d\s()+.-]+$/.test(value) && digitsIn(value) >= 10 && digitsIn(value) <= 15;
}

function buildSchema() {
  return z.object({
    name: singleLineText(CALLBACK_MESSAGES.name).min(1, CALLBACK_MESSAGES.name).max(120, CALLBACK_MESSAGES.tooLong),
    phone: singleLineText(CALLBACK_MESSAGES.phone).max(40, CALLBACK_MESSAGES.phone).refine(isCallbackPhone, CALLBACK_MESSAGES.phone),
    best_time: z.enum(
      BEST_TIMES.map((time) => time.value) as [BestTime, ...BestTime[]],
      { error: CALLBACK_MESSAGES.bestTime },
    ),
    note: storableText().trim().max(CALLBACK_NOTE_MAX_LENGTH, CALLBACK_MESSAGES.tooLong).optional(),
  });
}

let schema: ReturnType<typeof buildSchema> | undefined;

/** Built once: zod compiles a schema on first use. */
export function callbackSchema() {
  schema ??= buildSchema();
  return schema;
}

export type CallbackRequest = z.infer<ReturnType<typeof buildSchema>>;

export function bestTimeOf(value: BestTime) {
  return BEST_TIMES.find((time) => time.value === value) ?? BEST_TIMES[0];
}

/** How much of the conversation travels with the lead: enough to see what the visitor asked. */
const CONVERSATION_MAX_ITEMS = 20;
const CONVERSATION_ITEM_MAX_LENGTH = 200;

/**
 * What the visitor asked in the chat, as it goes with a callback lead: context sent by
 * the widget, not an answer the visitor can correct, so an item the database could not
 * store is left out rather than refusing the lead. Capped by characters, never between
 * the two halves of an emoji.
 */
export function conversationForLead(asked: readonly string[]): string[] {
  return asked
    .slice(-CONVERSATION_MAX_ITEMS)
    .map((text) => Array.from(text.trim()).slice(0, CONVERSATION_ITEM_MAX_LENGTH).join(""))
    .filter((text) => text !== "" && isStorableText(text));
}
