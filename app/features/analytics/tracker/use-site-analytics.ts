import { useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import type { TrackerConfig } from "./global";

/**
 * Starts the tracker after hydration (its own chunk, so it never delays rendering) and
 * reports every client-side route change as a page view. `config` comes from the root
 * loader; null means no tracking (staff pages). The tracker counts the document's own
 * page view when it starts (decision 032).
 */
export function useSiteAnalytics(config: TrackerConfig | null | undefined): void {
  const location = useLocation();
  const endpoint = config?.endpoint ?? null;
  useEffect(() => {
    if (!endpoint) return;
    void import("./tracker.client").then(({ startTracker }) => startTracker({ endpoint }));
  }, [endpoint]);

  const lastPage = useRef<string | null>(null);
  const page = location.pathname + location.search;
  useEffect(() => {
    const first = lastPage.current === null;
    if (lastPage.current === page) return;
    lastPage.current = page;
    // The document's own page view is counted by the tracker when it starts.
    if (!first && endpoint) window.siteAnalytics?.page();
  }, [page, endpoint]);
}
