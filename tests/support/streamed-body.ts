/**
 * A request body sent in pieces without a Content-Length, as a client streaming an
 * upload does. fetch and Request need `duplex: "half"` beside it.
 */
export function streamedBody(bytes: Uint8Array, chunkSize = 4096): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (let offset = 0; offset < bytes.byteLength; offset += chunkSize) controller.enqueue(bytes.slice(offset, offset + chunkSize));
      controller.close();
    },
  });
}
