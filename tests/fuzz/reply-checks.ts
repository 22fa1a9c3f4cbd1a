import { STATUS_CODES } from "node:http";
import type { ReplyKind } from "./targets";

/** A reply as the fuzzer read it. */
export interface Reply {
  status: number;
  headers: Headers;
  body: string;
}

/** A sentence for a person: a few words, not a code or an empty string. */
const HUMAN_MESSAGE = /^(?=.{8,})(?=.*[A-Za-z]{3,}).*\s.*$/s;

/** The page re-rendered its form with messages: an alert region or a field marked invalid. */
export function hasFormErrors(html: string): boolean {
  return /role="alert"|aria-invalid="true"/.test(html);
}

/** The error page for this status (see app/utils/error-page.ts), and its message. */
function errorPageMessage(html: string, status: number): string | null {
  if (!html.includes(`data-error-page="${status}"`)) return null;
  const lead = /<section class="error-page[^>]*>[\s\S]*?<p class="lead">([^<]*)<\/p>/.exec(html);
  return lead?.[1]?.trim() ?? "";
}

/**
 * Everything wrong with a reply to a request that had to be refused; empty when it is a
 * clear 4xx: JSON `{success:false, message}` for /api routes, the form with its errors or
 * an error page naming the problem for pages, a plain sentence for resource routes.
 */
export function problemsWith(reply: Reply, kind: ReplyKind): string[] {
  const problems: string[] = [];
  const type = reply.headers.get("Content-Type") ?? "";
  if (reply.status < 400 || reply.status > 499) problems.push(`status ${reply.status} is not a 4xx`);
  if (reply.status === 429 && !/^[1-9]\d*$/.test(reply.headers.get("Retry-After") ?? "")) problems.push("429 without a Retry-After in seconds");

  if (kind === "json") {
    if (!/^application\/json\b/.test(type)) problems.push(`Content-Type ${JSON.stringify(type)} is not JSON`);
    let body: unknown;
    try {
      body = JSON.parse(reply.body);
    } catch {
      problems.push(`body is not JSON: ${JSON.stringify(reply.body.slice(0, 200))}`);
    }
    const record = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
    if (record.success !== false) problems.push("body lacks success: false");
    if (typeof record.message !== "string" || !HUMAN_MESSAGE.test(record.message)) {
      problems.push(`message is not a sentence: ${JSON.stringify(record.message)}`);
    }
  } else if (kind === "page") {
    if (!/^text\/html\b/.test(type)) problems.push(`Content-Type ${JSON.stringify(type)} is not HTML`);
    const message = errorPageMessage(reply.body, reply.status);
    if (message === null && !hasFormErrors(reply.body)) problems.push("neither the form with its errors nor an error page for this status");
    if (message !== null && !HUMAN_MESSAGE.test(message)) problems.push(`error page message is not a sentence: ${JSON.stringify(message)}`);
    if (/Something went wrong/.test(reply.body)) problems.push('the page says "Something went wrong"');
  } else if (kind === "data") {
    // Remix's single-fetch reply (turbo-stream): the thrown message or the form's messages,
    // as strings in it. Not counted: a bare status text ("Method Not Allowed") and Remix's
    // own developer text ("Error: You made a POST request …"). A reply with only the
    // latter is Remix refusing the request itself; the error page replaces that text with
    // a message of its own for the status (errorPageCopy, app/utils/error-page.test.ts).
    if (!/^text\/x-script\b/.test(type)) problems.push(`Content-Type ${JSON.stringify(type)} is not Remix data`);
    const strings = [...reply.body.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((match) => match[1] ?? "");
    const statusTexts = new Set(Object.values(STATUS_CODES));
    const remixOwn = strings.some((text) => text.startsWith("Error: "));
    const forPeople = strings.some(
      (text) => /^[A-Z]/.test(text) && HUMAN_MESSAGE.test(text) && !text.startsWith("Error: ") && !statusTexts.has(text),
    );
    if (!forPeople && !(remixOwn && reply.status < 500)) problems.push("no message for people in the data reply");
  } else {
    if (!/^text\/plain\b/.test(type)) problems.push(`Content-Type ${JSON.stringify(type)} is not plain text`);
    if (!HUMAN_MESSAGE.test(reply.body.trim())) problems.push(`body is not a sentence: ${JSON.stringify(reply.body.slice(0, 200))}`);
  }
  return problems;
}
