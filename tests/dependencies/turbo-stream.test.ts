import { decode, encode } from "turbo-stream";
import { expect, test } from "vitest";

/*
 * Remix decodes every page's data with turbo-stream and never awaits the decoder's `done`.
 * When a newer navigation replaces an older one, the router aborts the older request, and
 * the abort can error its body after the first line arrived. Unpatched, turbo-stream 2.4.1
 * then leaves two unhandled rejections ("signal is aborted without reason"), which every
 * visitor's browser reports as uncaught errors. patches/turbo-stream+2.4.1.patch marks them
 * handled (decision 098); this test fails if an install runs without it.
 */

async function firstLineOf(value: unknown): Promise<Uint8Array> {
  const reader = encode(value).getReader();
  const { value: line } = await reader.read();
  if (!line) throw new Error("turbo-stream encoded nothing");
  return typeof line === "string" ? new TextEncoder().encode(line) : line;
}

test("a data stream aborted after its first line leaves no unhandled rejection, and `done` still reports the abort", async () => {
  const unhandled: unknown[] = [];
  const recordUnhandled = (reason: unknown) => unhandled.push(reason);
  process.on("unhandledRejection", recordUnhandled);
  try {
    const firstLine = await firstLineOf({ root: { heading: "Staff accounts" } });
    let body!: ReadableStreamDefaultController<Uint8Array>;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        body = controller;
        controller.enqueue(firstLine);
      },
    });

    const decoded = await decode(stream);
    expect(decoded.value).toEqual({ root: { heading: "Staff accounts" } });

    const abort = new DOMException("signal is aborted without reason", "AbortError");
    body.error(abort);
    // Node reports an unhandled rejection once the microtasks have run: a timer later it has.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(unhandled).toEqual([]);
    await expect(decoded.done).rejects.toBe(abort);
  } finally {
    process.off("unhandledRejection", recordUnhandled);
  }
});
