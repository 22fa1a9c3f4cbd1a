import { useLocation } from "@remix-run/react";
import { useEffect } from "react";

/** Fraction of an element that must be visible before it animates in (product reference §9.1). */
export const REVEAL_THRESHOLD = 0.2;

/**
 * Scroll reveal (product reference §4.5): elements marked `data-reveal="plain|left|right"` animate in once
 * when 20% is visible, after their `data-reveal-delay` (ms), and are then no longer
 * observed. Only elements still below the fold are hidden, and only by this script, so
 * content is always visible without JavaScript, when the script fails, and for
 * `prefers-reduced-motion`.
 */
export function useScrollReveal() {
  const location = useLocation();

  useEffect(() => {
    if (typeof IntersectionObserver === "undefined") return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;

    const candidates = document.querySelectorAll<HTMLElement>("[data-reveal]:not([data-revealed])");
    if (candidates.length === 0) return;

    const pending = new Set<HTMLElement>();
    const timers = new Set<number>();
    const reveal = (element: HTMLElement) => {
      const delay = Number(element.dataset.revealDelay ?? 0) || 0;
      const timer = window.setTimeout(() => {
        timers.delete(timer);
        element.setAttribute("data-revealed", "");
        element.classList.remove("reveal-pending");
      }, delay);
      timers.add(timer);
    };
    // The observer's first report says where each element is, without the forced layout
    // a getBoundingClientRect() during hydration would cost: only those wholly below the
    // viewport are hidden, and they animate in when 20% shows.
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const element = entry.target as HTMLElement;
          if (!pending.has(element)) {
            const viewportHeight = entry.rootBounds?.height ?? window.innerHeight;
            if (entry.boundingClientRect.top <= viewportHeight) {
              observer.unobserve(element); // in view or above it: left as it is
              continue;
            }
            pending.add(element);
            element.classList.add("reveal-pending");
            continue;
          }
          if (!entry.isIntersecting) continue;
          observer.unobserve(element);
          reveal(element);
        }
      },
      { threshold: REVEAL_THRESHOLD },
    );
    candidates.forEach((element) => observer.observe(element));
    return () => {
      observer.disconnect();
      timers.forEach((timer) => window.clearTimeout(timer));
      // Anything not yet revealed stays visible if the page changes mid-way.
      for (const element of pending) element.classList.remove("reveal-pending");
    };
  }, [location.key]);
}
