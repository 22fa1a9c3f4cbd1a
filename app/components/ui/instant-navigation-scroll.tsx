import { useLocation } from "@remix-run/react";
import { useEffect, useLayoutEffect, useRef } from "react";

/** A layout effect in the browser; on the server, where it could not run anyway, nothing React warns about. */
const useBrowserLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

/**
 * A page reached by a navigation starts at its top (or where Back left it) at once.
 *
 * The site's stylesheet makes scrolling smooth (`scroll-behavior`, unless the visitor asks
 * for reduced motion), for jumps within a page: a skip link, an anchor. The router's own
 * scroll on a new page (`<ScrollRestoration>`) would glide too: the new page would appear
 * at the old page's position and then slide up while the visitor starts to read or click.
 * Rendered just before `<ScrollRestoration>`, whose layout effect runs right after this
 * one, it turns smooth scrolling off for that scroll and gives it back on the next frame.
 * A jump within the page (only the hash changed) is left to glide.
 */
export function InstantNavigationScroll() {
  const location = useLocation();
  const previous = useRef(location);
  useBrowserLayoutEffect(() => {
    const before = previous.current;
    previous.current = location;
    if (location.hash !== "" && location.hash !== before.hash && location.pathname === before.pathname && location.search === before.search) return;
    const root = document.documentElement;
    root.style.scrollBehavior = "auto";
    // Chromium scrolls with the scroll-behavior of the last style it computed: computed here,
    // or the router's scroll, right after, still glides.
    void getComputedStyle(root).scrollBehavior;
    const frame = requestAnimationFrame(() => root.style.removeProperty("scroll-behavior"));
    return () => {
      cancelAnimationFrame(frame);
      root.style.removeProperty("scroll-behavior");
    };
  }, [location.key]);
  return null;
}
