import { useLocation, useNavigate } from "@remix-run/react";
import { useCallback, useEffect, useId, useRef, useState, type MouseEvent } from "react";
import { useCarriedParams } from "~/components/ui/site-link";
import { withCarriedParams } from "~/features/branding/carry-params";
import { isSiteRelativePath } from "~/utils/safe-url";
import {
  CLOSED_COOKIE,
  CLOSED_MAX_AGE_S,
  idListCookie,
  isExitIntent,
  mayShowInBrowser,
  parseIdList,
  readCookie,
  showOnceMarkerKey,
  triggerFor,
  withId,
} from "../frequency";
import { lightboxLinks, type LightboxView } from "../view";
import { LightboxContent } from "./lightbox-content";
import { LightboxDialog } from "./lightbox-dialog";

interface LightboxProps {
  lightbox: LightboxView;
  /**
   * Preview (staff): shown in place as a picture of the pop-up, with a button that
   * opens it as the visitor would see it; no trigger, no marker, nothing counted,
   * and the call to action goes nowhere.
   */
  preview?: boolean;
}

/** The promotional pop-up (spec §2, §4), live on a page or as a staff preview. */
export function Lightbox({ lightbox, preview = false }: LightboxProps) {
  return preview ? <LightboxPreview lightbox={lightbox} /> : <LivePopup lightbox={lightbox} />;
}

/* Live ---------------------------------------------------------------------------- */

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

function rememberClosed(id: number): void {
  const ids = withId(parseIdList(readCookie(document.cookie, CLOSED_COOKIE)), id);
  document.cookie = idListCookie(CLOSED_COOKIE, ids, CLOSED_MAX_AGE_S, { secure: window.location.protocol === "https:" });
}

/** Spec §7 calls; failures are only logged (spec §8) and never hold the visitor up for long. */
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
    if (!response.ok) console.warn(`lightbox: ${url} answered ${response.status}`);
  } catch (error) {
    console.warn(`lightbox: ${url} failed`, error);
  } finally {
    clearTimeout(timer);
  }
}

const isPlainLeftClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

function LivePopup({ lightbox }: { lightbox: LightboxView }) {
  const titleId = useId();
  const descriptionId = useId();
  const location = useLocation();
  const navigate = useNavigate();
  const carried = useCarriedParams();
  const [open, setOpen] = useState(false);
  const displayed = useRef(false);
  const { id, showOnce, showOnExit } = lightbox;

  const display = useCallback(() => {
    if (displayed.current) return;
    displayed.current = true;
    setOpen(true);
    // Spec §4: the marker is written at display time, and the impression recorded.
    if (showOnce) writeShowOnceMarker(id);
    void report(lightboxLinks.impressionApi(id));
  }, [id, showOnce]);

  useEffect(() => {
    if (!mayShowInBrowser({ showOnce }, hasShowOnceMarker(id))) return;
    const trigger = triggerFor({ showOnExit });
    if (trigger.kind === "delay") {
      const timer = setTimeout(display, trigger.ms);
      return () => clearTimeout(timer);
    }
    const arrivedAt = Date.now();
    const onMouseOut = (event: globalThis.MouseEvent) => {
      if (!isExitIntent(event, Date.now() - arrivedAt)) return;
      // First time only.
      document.removeEventListener("mouseout", onMouseOut);
      display();
    };
    document.addEventListener("mouseout", onMouseOut);
    return () => document.removeEventListener("mouseout", onMouseOut);
  }, [id, showOnce, showOnExit, display]);

  const close = useCallback(() => {
    setOpen(false);
    rememberClosed(id);
  }, [id]);

  const followCta = async (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window goes through the server route, which counts the click itself.
    if (!isPlainLeftClick(event)) return;
    event.preventDefault();
    await report(lightboxLinks.clickApi(id));
    // The visitor has answered the offer: like closing it, it stays away for a day.
    setOpen(false);
    const destination = lightbox.ctaUrl;
    if (isSiteRelativePath(destination)) navigate(withCarriedParams(destination, carried));
    else window.location.assign(destination);
  };

  const closeHref = lightboxLinks.close(id, `${location.pathname}${location.search}`);
  return (
    <>
      <div className={`lightbox-layer${showOnExit ? " lightbox-layer--exit" : ""}`}>
        {/* Without JavaScript: the dimmed page behind the pop-up (a close link when overlay clicks close it). */}
        {lightbox.closeOnOverlay ? (
          <a href={closeHref} className="lightbox-layer__overlay" aria-hidden="true" tabIndex={-1} rel="nofollow">
            <span className="visually-hidden">Close</span>
          </a>
        ) : (
          <div className="lightbox-layer__overlay" />
        )}
        <LightboxDialog
          open={open}
          onClose={close}
          closeOnOverlay={lightbox.closeOnOverlay}
          labelledBy={titleId}
          describedBy={lightbox.description ? descriptionId : undefined}
          openWithoutScript
        >
          <LightboxContent
            lightbox={lightbox}
            titleId={titleId}
            descriptionId={descriptionId}
            controls={{
              closeHref,
              onClose: close,
              ctaHref: lightboxLinks.go(id),
              onCta: (event) => void followCta(event),
            }}
          />
        </LightboxDialog>
      </div>
      {/* Counted once: only a browser without JavaScript loads this; with it, display() reports instead. */}
      {showOnExit ? null : (
        <noscript>
          <img src={lightboxLinks.seen(id)} alt="" width={1} height={1} className="lightbox-pixel" />
        </noscript>
      )}
    </>
  );
}

/* Preview ------------------------------------------------------------------------- */

function LightboxPreview({ lightbox }: { lightbox: LightboxView }) {
  const titleId = useId();
  const descriptionId = useId();
  const modalTitleId = useId();
  const modalDescriptionId = useId();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <div className="lightbox-preview" data-lightbox-preview="">
      <div className="lightbox-preview__stage">
        <div className="lightbox lightbox--inline" role="group" aria-labelledby={titleId}>
          <LightboxContent lightbox={lightbox} titleId={titleId} descriptionId={descriptionId} />
        </div>
      </div>
      <ul className="lightbox-preview__facts">
        <li>
          {lightbox.showOnExit
            ? "Shown when the pointer leaves through the top of the page"
            : "Shown 3 seconds after the page opens"}
        </li>
        <li>
          {lightbox.showOnce ? "Shown once per browser" : "Shown on every visit until closed (then not for a day)"}
        </li>
        <li>{lightbox.closeOnOverlay ? "A click outside closes it" : "Only the close button and Escape close it"}</li>
        <li>
          The button goes to <code>{lightbox.ctaUrl}</code>
        </li>
      </ul>
      <p className="lightbox-preview__show">
        <button type="button" className="button button--ghost" onClick={() => setOpen(true)}>
          Show as pop-up
        </button>
      </p>
      <LightboxDialog
        open={open}
        onClose={close}
        closeOnOverlay={lightbox.closeOnOverlay}
        labelledBy={modalTitleId}
        describedBy={lightbox.description ? modalDescriptionId : undefined}
      >
        <LightboxContent
          lightbox={lightbox}
          titleId={modalTitleId}
          descriptionId={modalDescriptionId}
          controls={{
            onClose: close,
            ctaHref: lightbox.ctaUrl,
            // A preview never leaves the editor and never counts a click.
            onCta: (event) => {
              event.preventDefault();
              close();
            },
          }}
        />
      </LightboxDialog>
    </div>
  );
}
