import { useEffect, useRef, type ReactNode } from "react";

/**
 * A confirmation after a post/redirect/get (`?saved=…`). Without JavaScript it is simply
 * the first thing under the heading; with JavaScript focus moves to it, so keyboard and
 * screen-reader users hear the outcome instead of staying on a button that moved away.
 */
export function FocusedNotice({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [children]);
  return (
    <p ref={ref} className="notice" role="status" tabIndex={-1}>
      {children}
    </p>
  );
}
