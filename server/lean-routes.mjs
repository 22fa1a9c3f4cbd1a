/**
 * Answers the app's lean routes (app/utils/lean-routes.server.ts) for the production
 * server (app/server/production-server.server.ts), before Express and Remix see the request: the body is read into memory until it is past the route's cap
 * (so the app's own check answers 413), handed to the app's Fetch handler beside a
 * Request, and the Response is written back. Everything the server does for every request
 * (request id, client address, foreign Origin, logs, draining) has already happened.
 */

function readCapped(req, maxBytes) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    const finish = () => {
      req.off("data", onData);
      req.off("end", finish);
      req.off("error", reject);
      resolve(Buffer.concat(chunks));
    };
    const onData = (chunk) => {
      chunks.push(chunk);
      size += chunk.length;
      // Enough to know it is too large; the rest is discarded after the reply (app/server/production-server.server.ts).
      if (size > maxBytes) {
        req.pause();
        finish();
      }
    };
    req.on("data", onData);
    req.once("end", finish);
    req.once("error", reject);
  });
}

function requestHeaders(req) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name.startsWith(":")) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, value);
  }
  return headers;
}

/** Answers the request with the app's handler; a failure is a logged 500, never a hang. */
export async function serveLeanRoute(route, req, res) {
  try {
    const hasBody = req.method !== "GET" && req.method !== "HEAD";
    const body = hasBody ? await readCapped(req, route.maxBodyBytes) : Buffer.alloc(0);
    const host = req.headers.host ?? "localhost";
    // The body goes beside the Request: a Request with a body would wrap it in a stream again.
    const request = new Request(`http://${host}${req.url}`, { method: req.method, headers: requestHeaders(req) });
    const response = await route.handle(request, body);
    res.statusCode = response.status;
    for (const [name, value] of response.headers) if (name !== "set-cookie") res.setHeader(name, value);
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) res.setHeader("Set-Cookie", cookies);
    const payload = response.body ? Buffer.from(await response.arrayBuffer()) : null;
    if (payload) res.setHeader("Content-Length", payload.length);
    res.end(payload);
  } catch (error) {
    console.error("lean route failed", error);
    if (!res.headersSent) {
      res.statusCode = 500;
      res.setHeader("Content-Type", "application/json; charset=utf-8");
      res.setHeader("Cache-Control", "no-store");
    }
    res.end(res.headersSent ? undefined : JSON.stringify({ success: false, message: "Something went wrong; the event was not recorded." }));
  }
}
