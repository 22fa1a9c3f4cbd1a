import { useLocation } from "@remix-run/react";
import { useEffect } from "react";

/** Fraction of an element that must be visible before it animates in (spec §9). */
export const REVEAL_THRESHOLD = 0.2;

/**
 * Scroll reveal (spec §4): elements marked `data-reveal="plain|left|right"` animate in once
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

    const pending = Array.from(document.querySelectorAll<HTMLElement>("[data-reveal]:not([data-revealed])")).filter(
      (element) => element.getBoundingClientRect().top > window.innerHeight,
    );
    if (pending.length === 0) return;

    const timers = new Set<number>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          const element = entry.target as HTMLElement;
          observer.unobserve(element);
          const delay = Number(element.dataset.revealDelay ?? 0) || 0;
          const timer = window.setTimeout(() => {
            timers.delete(timer);
            element.setAttribute("data-revealed", "");
            element.classList.remove("reveal-pending");
          }, delay);
          timers.add(timer);
        }
      },
      { threshold: REVEAL_THRESHOLD },
    );
    for (const element of pending) {
      element.classList.add("reveal-pending");
      observer.observe(element);
    }
    return () => {
      observer.disconnect();
      timers.forEach((timer) => window.clearTimeout(timer));
      // Anything not yet revealed stays visible if the page changes mid-way.
      for (const element of pending) element.classList.remove("reveal-pending");
    };
  }, [location.key]);
}
