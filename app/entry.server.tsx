import { Writable } from "node:stream";
import type { EntryContext, HandleDataRequestFunction } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { StylesheetReaderProvider } from "~/components/ui/inline-stylesheet";
import { RenderOnceProvider } from "~/components/ui/rendered-once";
import { PlainServerLinksContext } from "~/components/ui/site-link";
import { documentCacheHeaders } from "~/features/caching/document-cache";
import { LEAD_JOB_HANDLERS, warnAtStartWhenLeadMailStaysLocal } from "~/features/lead-store/notify.server";
import { warnAtStartWhenHashesAreWeak } from "~/features/staff/password.server";
import { isTouchLanding } from "~/features/attribution/attribution.server";
import { startBookingOnOpen } from "~/features/booking/availability-store.server";
import { BOOKING_JOB_HANDLERS } from "~/features/booking/booking-jobs.server";
import { ESCALATION_JOB_HANDLERS } from "~/features/escalations/escalations.server";
import { WEEKLY_SUMMARY_JOB_HANDLERS } from "~/features/weekly-summary/weekly-summary.server";
import { startJobWorkerOnOpen } from "~/features/jobs/job-worker.server";
import { ROUTING_JOB_HANDLERS } from "~/features/lead-routing/routing.server";
import { PAGE_EDIT_JOB_HANDLERS } from "~/features/page-edits/page-edits.server";
import { createStaffAccountFromEnvOnOpen } from "~/features/staff/staff-from-env.server";
import { builtStylesheetText } from "~/utils/built-stylesheet.server";
import { prepareDatabaseAtStart } from "~/utils/db.server";
import { renderOnce } from "~/utils/rendered-once.server";
import { allowedPageMethods, isStateChanging } from "~/utils/endpoint.server";
import { getEnv, isProduction, requireValidEnvAtStart } from "~/utils/env.server";
import { lowPriorityModulePreloads, moveTrailingContentIntoBody } from "~/utils/html-document";
import { speedupOn } from "~/utils/speedups.mjs";
import { inlineScriptHashes } from "~/utils/script-hashes.server";
import {
  applyBaselineSecurityHeaders,
  applyStaffHeaders,
  applyDocumentSecurityHeaders,
  NEVER_STORED,
} from "~/utils/security-headers.server";
import type { RootData } from "~/utils/root-data";
import { carriesStaffSession, matchesStaffArea } from "~/utils/staff-area";

// The production HTTP server, started by server/serve.mjs once this build is imported.
export { startProductionServer } from "~/server/production-server.server";

requireValidEnvAtStart();
warnAtStartWhenLeadMailStaysLocal();
warnAtStartWhenHashesAreWeak();
createStaffAccountFromEnvOnOpen();
startBookingOnOpen();
// Each app process runs one worker for the jobs table (decision 063); every kind of job is handled here.
startJobWorkerOnOpen(
  { ...BOOKING_JOB_HANDLERS, ...LEAD_JOB_HANDLERS, ...ROUTING_JOB_HANDLERS, ...ESCALATION_JOB_HANDLERS, ...WEEKLY_SUMMARY_JOB_HANDLERS, ...PAGE_EDIT_JOB_HANDLERS },
  getEnv().JOBS_POLL_SECONDS * 1000
);
// server/serve.mjs imports the build before the server listens, so no request is answered until PostgreSQL
// is migrated and seeded, and a database it cannot reach stops the server here.
await prepareDatabaseAtStart();

const ABORT_DELAY = 5_000;

/** The render's performance tricks (app/utils/speedups.mjs): on unless SPEEDUPS_OFF names them. */
const SPEEDUPS = { renderedOnce: speedupOn("rendered-once"), serverLinks: speedupOn("server-links") };

/**
 * How long Remix waits for promises in loader data. No loader returns a promise (the
 * document is rendered whole), but Remix keeps this timer per page and data request
 * until it fires, because Remix's Express adapter only cancels it when a client disconnects early.
 * A short value keeps those timers from holding a graceful shutdown open for seconds.
 */
export const streamTimeout = 1_000;

/**
 * Renders the whole document before sending it (no streamed suspense is used), so the
 * status code is final and crawlers and no-JS visitors get complete, valid HTML.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext
) {
  const production = isProduction();

  return new Promise<Response>((resolve, reject) => {
    let settled = false;
    // Stops a render that hangs; cleared once the document is complete so no timer per
    // request outlives it (they would also hold up a graceful shutdown).
    const abortTimer = setTimeout(() => abort(), ABORT_DELAY + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <StylesheetReaderProvider read={builtStylesheetText}>
        <RenderOnceProvider render={SPEEDUPS.renderedOnce ? renderOnce : null}>
          <PlainServerLinksContext.Provider value={SPEEDUPS.serverLinks}>
            <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} />
          </PlainServerLinksContext.Provider>
        </RenderOnceProvider>
      </StylesheetReaderProvider>,
      {
        onAllReady() {
          settled = true;
          // The whole document is ready: collect it, make it valid HTML, send it.
          const chunks: Uint8Array[] = [];
          // A bare Writable that keeps React's chunks: a PassThrough would also run every
          // 2 KB chunk through a readable side and a data event (measurable per page).
          const sink = new Writable({
            decodeStrings: false,
            write(chunk: Uint8Array, _encoding, done) {
              chunks.push(chunk);
              done();
            },
          });
          sink.on("error", reject);
          sink.on("finish", () => {
            clearTimeout(abortTimer);
            const html = lowPriorityModulePreloads(moveTrailingContentIntoBody(Buffer.concat(chunks).toString("utf8")));
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            // Hashes of the scripts as sent: no per-response secret, true on a cached copy.
            applyDocumentSecurityHeaders(responseHeaders, inlineScriptHashes(html), production);
            // Staff pages are recognised by the routes matched (whatever the URL's case), and
            // anything answered to a staff browser stays out of shared caches.
            if (matchesStaffArea(remixContext.staticHandlerContext.matches)) applyStaffHeaders(responseHeaders);
            if (carriesStaffSession(request.headers.get("Cookie"))) responseHeaders.set("Cache-Control", NEVER_STORED);
            if (isStateChanging(request)) responseHeaders.set("Cache-Control", NEVER_STORED);
            if (responseStatusCode === 405 && !responseHeaders.has("Allow")) {
              const matched = remixContext.staticHandlerContext.matches.map((match) => remixContext.routeModules[match.route.id]);
              responseHeaders.set("Allow", allowedPageMethods(matched.map((route) => (route as { action?: unknown } | undefined)?.action)));
            }
            if (!responseHeaders.has("Cache-Control"))
              setDocumentCaching(request, responseStatusCode, responseHeaders, remixContext, html);
            resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
          });
          pipe(sink);
        },
        onShellError(error: unknown) {
          clearTimeout(abortTimer);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (settled) console.error(error);
        },
      }
    );
  });
}

/** Public for a shared cache when nothing in it or about it is personal (decision 033). */
function setDocumentCaching(
  request: Request,
  status: number,
  headers: Headers,
  remixContext: EntryContext,
  html: string
) {
  const root = remixContext.staticHandlerContext.loaderData.root as RootData | undefined;
  const { cacheControl, varyCookie } = documentCacheHeaders({
    status,
    cookieHeader: request.headers.get("Cookie"),
    setsCookie: headers.has("Set-Cookie"),
    branded: Boolean(root?.branding),
    touchLanding: isTouchLanding(request),
    html,
  });
  headers.set("Cache-Control", cacheControl);
  if (varyCookie) headers.append("Vary", "Cookie");
}

/**
 * Data requests get the same baseline headers as documents. Staff routes mark their own
 * data private through their `headers` export (~/utils/staff-area); a staff browser's
 * data request is never stored by a shared cache whatever it asked for.
 */
export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  applyBaselineSecurityHeaders(response.headers, isProduction());
  if (carriesStaffSession(request.headers.get("Cookie")) || isStateChanging(request)) response.headers.set("Cache-Control", NEVER_STORED);
  return response;
};

/**
 * Logs server errors once, without the noise of aborted requests or of Remix's own
 * answers to client mistakes (a post to a page without an action is a 405).
 */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  console.error(error);
}
