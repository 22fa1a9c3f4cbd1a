import { useNavigate } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState, type MouseEvent } from "react";
import { loadStylesheet } from "~/components/ui/load-stylesheet";
import { useCarriedParams } from "~/components/ui/site-link";
import { withCarriedParams } from "~/utils/carry-params";
import popupStylesheet from "~/styles/lightbox-popup.css";
import { isSiteRelativePath } from "~/utils/safe-url";
import { popupLinks } from "../view";
import { CLOSED_COOKIE, CLOSED_MAX_AGE_S, idListCookie, parseIdList, readCookie, withId } from "../visitor-cookies";
import { PopupModal } from "./popup-modal";
import type { PagePopupProps } from "./page-popup";

/*
 * The pop-up as a modal, fetched by page-popup.tsx when it is due. Mounting it is the
 * display (product reference §4.1): it opens at once and records the impression.
 */

/** The pop-up's styles, requested as this module loads; page-popup.tsx waits for them. */
export const stylesLoaded = loadStylesheet(popupStylesheet);

function rememberClosed(id: number): void {
  const ids = withId(parseIdList(readCookie(document.cookie, CLOSED_COOKIE)), id);
  document.cookie = idListCookie(CLOSED_COOKIE, ids, CLOSED_MAX_AGE_S, { secure: window.location.protocol === "https:" });
}

/** The calls of product reference §7.1; failures are only logged (§8.2) and never hold the visitor up for long. */
async function report(url: string): Promise<void> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), 2000);
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Requested-With": "XMLHttpRequest" },
      body: "{}",
      credentials: "same-origin",
      keepalive: true,
      signal: controller.signal,
    });
    if (!response.ok) console.warn(`popup: ${url} answered ${response.status}`);
  } catch (error) {
    console.warn(`popup: ${url} failed`, error);
  } finally {
    clearTimeout(timer);
  }
}

const isPlainLeftClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export default function LivePopup({ popup }: PagePopupProps) {
  const navigate = useNavigate();
  const carried = useCarriedParams();
  const [open, setOpen] = useState(true);
  const reported = useRef(false);
  const { id } = popup;

  useEffect(() => {
    // Once per display, also when development's strict mode runs effects twice.
    if (reported.current) return;
    reported.current = true;
    void report(popupLinks.impressionApi(id));
  }, [id]);

  const close = useCallback(() => {
    setOpen(false);
    rememberClosed(id);
  }, [id]);

  const followCta = async (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window goes through the server route, which counts the click itself.
    if (!isPlainLeftClick(event)) return;
    event.preventDefault();
    await report(popupLinks.clickApi(id));
    // The visitor has answered the offer: like closing it, it stays away for a day.
    setOpen(false);
    const destination = popup.ctaUrl;
    if (isSiteRelativePath(destination)) navigate(withCarriedParams(destination, carried));
    else window.location.assign(destination);
  };

  return (
    <PopupModal
      popup={popup}
      open={open}
      onClose={close}
      controls={{ ctaHref: popupLinks.go(id), onCta: (event) => void followCta(event) }}
    />
  );
}
