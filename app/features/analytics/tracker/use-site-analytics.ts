import { useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { isWizardStepChange } from "../funnel";
import type { TrackerConfig } from "./global";

/**
 * Runs `start` once the page has loaded and the browser has a quiet moment (at most 2 s
 * later); the returned function cancels it if it has not run yet.
 */
function afterLoadWhenIdle(start: () => void): () => void {
  let idle: number | undefined;
  let timer: number | undefined;
  const schedule = () => {
    if (typeof window.requestIdleCallback === "function") idle = window.requestIdleCallback(start, { timeout: 2000 });
    else timer = window.setTimeout(start, 0);
  };
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
  return () => {
    window.removeEventListener("load", schedule);
    if (idle !== undefined) window.cancelIdleCallback(idle);
    if (timer !== undefined) window.clearTimeout(timer);
  };
}

/**
 * Starts the tracker once the page has loaded and the browser is idle (its own chunk:
 * counting a view never competes with the page's first paint or hydration, decision 055;
 * calls made before then wait in the stub's queue) and
 * reports every client-side route change as a page view. `config` comes from the root
 * loader; null means no tracking (staff pages). The tracker counts the document's own
 * page view when it starts (decision 032).
 */
export function useSiteAnalytics(config: TrackerConfig | null | undefined): void {
  const location = useLocation();
  const endpoint = config?.endpoint ?? null;
  useEffect(() => {
    if (!endpoint) return;
    return afterLoadWhenIdle(() => void import("./tracker.client").then(({ startTracker }) => startTracker({ endpoint })));
  }, [endpoint]);

  const lastPage = useRef<string | null>(null);
  const lastPathname = useRef<string | null>(null);
  const page = location.pathname + location.search;
  const { pathname } = location;
  useEffect(() => {
    const first = lastPage.current === null;
    if (lastPage.current === page) return;
    lastPage.current = page;
    // A step of the consultation wizard is the same page: its steps are counted by the
    // funnel, not as page views (decision 078).
    const stepChange = isWizardStepChange(lastPathname.current, pathname);
    lastPathname.current = pathname;
    // The document's own page view is counted by the tracker when it starts.
    if (!first && !stepChange && endpoint) window.siteAnalytics?.page();
  }, [page, pathname, endpoint]);
}
