import { lazy, Suspense, useEffect, useState } from "react";
import { isExitIntent, mayShowInBrowser, showOnceMarkerKey, triggerFor } from "../frequency";
import type { PopupView } from "../view";

/*
 * The promotional pop-up of a public page (product reference §2.5, §4.1). The page's bundle holds only the
 * trigger (3 s, or exit intent). The modal (live-popup.tsx) and the pop-up's stylesheet
 * are fetched when the trigger fires, so a visit that never sees the pop-up never loads
 * them; the modal renders once its styles are in. Browsers without JavaScript get server-rendered markup (noscript-popup.tsx) inside
 * <noscript>: a browser running scripts never builds, styles or downloads it, and React
 * never renders it in the browser, so its lazy module is only ever loaded on the server.
 */
const LivePopup = lazy(() => import("./live-popup").then((module) => module.stylesLoaded.then(() => module)));
const NoScriptPopup = lazy(() => import("./noscript-popup"));

export interface PagePopupProps {
  popup: PopupView;
}

export function PagePopup({ popup }: PagePopupProps) {
  return (
    <>
      <noscript data-lightbox={popup.id}>
        <Suspense fallback={null}>
          <NoScriptPopup popup={popup} />
        </Suspense>
      </noscript>
      <PopupTrigger popup={popup} />
    </>
  );
}

function hasShowOnceMarker(id: number): boolean {
  try {
    return window.localStorage.getItem(showOnceMarkerKey(id)) !== null;
  } catch {
    return false; // storage blocked: the server's cookie still keeps count
  }
}

function writeShowOnceMarker(id: number): void {
  try {
    window.localStorage.setItem(showOnceMarkerKey(id), new Date().toISOString());
  } catch {
    // storage blocked: the impression reply sets the server's cookie anyway
  }
}

/** Waits until the pop-up is due, then loads and mounts it, which records the impression. */
function PopupTrigger({ popup }: PagePopupProps) {
  const [due, setDue] = useState(false);
  const { id, showOnce, showOnExit } = popup;

  useEffect(() => {
    const show = () => {
      // Local storage is read when the pop-up is due, not while the page loads: the first
      // access in a visit is a synchronous call to the browser process.
      if (!mayShowInBrowser({ showOnce }, () => hasShowOnceMarker(id))) return;
      // Product reference §4.1: the marker is written at display time.
      if (showOnce) writeShowOnceMarker(id);
      setDue(true);
    };
    const trigger = triggerFor({ showOnExit });
    if (trigger.kind === "delay") {
      const timer = setTimeout(show, trigger.ms);
      return () => clearTimeout(timer);
    }
    const arrivedAt = Date.now();
    const onMouseOut = (event: MouseEvent) => {
      if (!isExitIntent(event, Date.now() - arrivedAt)) return;
      // First time only.
      document.removeEventListener("mouseout", onMouseOut);
      show();
    };
    document.addEventListener("mouseout", onMouseOut);
    return () => document.removeEventListener("mouseout", onMouseOut);
  }, [id, showOnce, showOnExit]);

  if (!due) return null;
  return (
    <Suspense fallback={null}>
      <LivePopup popup={popup} />
    </Suspense>
  );
}
