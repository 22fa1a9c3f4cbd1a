import { useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import type { TrackerConfig } from "./global";

/**
 * Starts the tracker after hydration (its own chunk, so it never delays rendering) and
 * reports every client-side route change as a page view. `config` comes from the root
 * loader; null means no tracking (staff pages, Do Not Track, opt-out, bots).
 */
export function useSiteAnalytics(config: TrackerConfig | null | undefined): void {
  const location = useLocation();
  const endpoint = config?.endpoint ?? null;
  // Only the document's own answer matters; later root revalidations do not restart anything.
  const counted = useRef(config?.counted ?? false);

  useEffect(() => {
    if (!endpoint) return;
    void import("./tracker.client").then(({ startTracker }) => startTracker({ endpoint, counted: counted.current }));
  }, [endpoint]);

  const lastPage = useRef<string | null>(null);
  const page = location.pathname + location.search;
  useEffect(() => {
    const first = lastPage.current === null;
    if (lastPage.current === page) return;
    lastPage.current = page;
    // The document's own page view is the tracker's (or the server's) to count.
    if (!first && endpoint) window.siteAnalytics?.page();
  }, [page, endpoint]);
}
