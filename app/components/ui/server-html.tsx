import { useNavigate } from "@remix-run/react";
import { useEffect, useRef, useState, type ReactNode, type RefObject } from "react";

/**
 * The markup the server sent for the element `id`, read while the page hydrates; null on
 * the server and in any later render in the browser (the root marks the document
 * `data-hydrated` once hydration is done), when the content must be rendered.
 */
function markupBeingHydrated(id: string): string | null {
  if (typeof document === "undefined" || document.documentElement.dataset.hydrated) return null;
  return document.getElementById(id)?.innerHTML ?? null;
}

/**
 * Makes a click on a site link inside `element` a client-side navigation, as Remix's
 * `<Link>` would: the anchors `SiteLink` writes (marked `data-discover`) are plain HTML
 * here, with no React handler of their own. Modified clicks, other targets, downloads
 * and jumps within this page stay the browser's.
 */
function useSiteLinkNavigation(element: RefObject<HTMLElement>, enabled: boolean): void {
  const navigate = useNavigate();
  useEffect(() => {
    const container = element.current;
    if (!container || !enabled) return;
    function navigateOnClick(event: MouseEvent) {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest("a[data-discover]") : null;
      if (!(link instanceof HTMLAnchorElement) || !container?.contains(link)) return;
      if ((link.target && link.target !== "_self") || link.hasAttribute("download") || link.origin !== window.location.origin) return;
      const { pathname, search, hash } = link;
      if (hash && pathname === window.location.pathname && search === window.location.search) return;
      event.preventDefault();
      navigate(pathname + search + hash);
    }
    container.addEventListener("click", navigateOnClick);
    return () => container.removeEventListener("click", navigateOnClick);
  }, [element, enabled, navigate]);
}

/**
 * Content that is the same for every visitor and has nothing to do in the browser (text,
 * images, links), sent as HTML and not hydrated (decision 055). On a first visit the
 * browser keeps the server's markup as it is: React takes it as this element's inner
 * HTML, so it neither renders nor hydrates `children`, whose code a route can therefore
 * load lazily (`React.lazy` inside `<Suspense>`) and fetch only when the page is reached
 * by a client-side navigation, where `children` render as usual. Its site links still
 * navigate client-side. Anything with state or handlers of its own belongs outside.
 */
export function ServerHtml({ id, className, children }: { id: string; className?: string; children: ReactNode }) {
  const [markup] = useState(() => markupBeingHydrated(id));
  const ref = useRef<HTMLDivElement>(null);
  // Rendered children have their own <Link>s.
  useSiteLinkNavigation(ref, markup !== null);
  if (markup !== null) {
    // The very markup the element holds: hydration changes nothing, and neither does any
    // later render (the same string).
    return <div ref={ref} id={id} className={className} dangerouslySetInnerHTML={{ __html: markup }} />;
  }
  return (
    <div ref={ref} id={id} className={className}>
      {children}
    </div>
  );
}
