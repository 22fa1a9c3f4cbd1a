import { useLocation } from "@remix-run/react";
import { useEffect, type RefObject } from "react";

function openDetails(root: HTMLElement): HTMLDetailsElement[] {
  return Array.from(root.querySelectorAll<HTMLDetailsElement>("details[open]"));
}

/**
 * Enhances the `<details>` menus of the header, which already open, close and reach
 * every link without JavaScript:
 * - one open per group (`data-group`), also in browsers without exclusive `name`;
 * - a click outside an open menu closes it;
 * - Escape closes the innermost open menu and returns focus to its toggle;
 * - following a link closes every menu.
 */
export function useMenuBehaviour(rootRef: RefObject<HTMLElement>) {
  const location = useLocation();

  useEffect(() => {
    const root = rootRef.current;
    if (root) for (const details of openDetails(root)) details.open = false;
  }, [location.key, rootRef]);

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;

    const onToggle = (event: Event) => {
      const opened = event.target;
      if (!(opened instanceof HTMLDetailsElement) || !opened.open || !opened.dataset.group) return;
      for (const other of openDetails(root)) {
        if (other !== opened && other.dataset.group === opened.dataset.group) other.open = false;
      }
    };
    const onClick = (event: MouseEvent) => {
      const target = event.target as Node;
      for (const details of openDetails(root)) {
        if (!details.contains(target)) details.open = false;
      }
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const innermost = openDetails(root).pop();
      if (!innermost) return;
      innermost.open = false;
      innermost.querySelector<HTMLElement>(":scope > summary")?.focus();
    };

    root.addEventListener("toggle", onToggle, true);
    document.addEventListener("click", onClick);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      root.removeEventListener("toggle", onToggle, true);
      document.removeEventListener("click", onClick);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [rootRef]);
}

/** Marks the header once the page has scrolled past the threshold, so it can shrink. */
export function useScrolledFlag(rootRef: RefObject<HTMLElement>, threshold = 10) {
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      root.toggleAttribute("data-scrolled", window.scrollY > threshold);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [rootRef, threshold]);
}
