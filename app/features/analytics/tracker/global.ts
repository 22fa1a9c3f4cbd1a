/** What the root loader tells the browser tracker (see visit.server.ts): the same for every visitor. */
export interface TrackerConfig {
  endpoint: string;
}

/** `window.siteAnalytics`: a stub queues calls until the tracker chunk has loaded. */
export interface SiteAnalytics {
  track(name: string, data?: unknown): void;
  page(): void;
  /** Calls made before the tracker loaded: [method, arguments]. */
  q?: [string, unknown[]][];
}

declare global {
  interface Window {
    siteAnalytics?: SiteAnalytics;
  }
}

/**
 * Inline (allowed by its CSP hash) in the document head when analytics is on: defines the global at once,
 * so `siteAnalytics.track()` works before the tracker itself has loaded.
 */
export const TRACKER_STUB_SCRIPT =
  "window.siteAnalytics||(function(q){window.siteAnalytics={q:q,track:function(){q.push(['track',[].slice.call(arguments)])},page:function(){q.push(['page',[]])}}})([])";
