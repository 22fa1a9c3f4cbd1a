import { useLocation } from "@remix-run/react";
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { useCarriedHref } from "~/components/ui/site-link";
import { isStaffPathname } from "~/features/analytics/request-filters";

/*
 * The site-wide chat launcher. Server HTML (and a browser without JavaScript) gets a link
 * to the /chat page; once hydrated, the same spot becomes a button that opens the widget.
 * This file is in every page's bundle, so it stays tiny: the conversation itself
 * (chat-panel.tsx, the script, the engine and chat.css) is fetched on first use. The
 * launcher's own styles are in app.css.
 */

const loadPanel = () => import("./chat-panel").then((module) => module.stylesLoaded.then(() => module));
const ChatPanel = lazy(loadPanel);

export const CHAT_PANEL_ID = "chat-panel";
const LABEL = "Chat with us";

function ChatIcon() {
  return (
    <svg className="chat-launcher__icon" width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M4 5h16v11H9l-5 4zM8 9.5h8M8 12.5h5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Pages with their own way to talk to us (the /chat page itself, the staff area) skip it. */
function hasLauncher(pathname: string): boolean {
  return pathname !== "/chat" && !isStaffPathname(pathname);
}

export function ChatLauncher() {
  const { pathname } = useLocation();
  const chatHref = useCarriedHref("/chat");
  const [enhanced, setEnhanced] = useState(false);
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const widgetRef = useRef<HTMLElement>(null);

  // After hydration only, so the first client render matches the server's link.
  useEffect(() => setEnhanced(true), []);

  const close = useCallback(() => {
    setOpen(false);
    launcherRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    panelRef.current?.focus();
    // Escape closes it wherever focus is in the widget: the launcher or the panel.
    const widget = widgetRef.current;
    function closeOnEscape(event: globalThis.KeyboardEvent) {
      if (event.key !== "Escape" || !(event.target instanceof Node) || !widget?.contains(event.target)) return;
      event.stopPropagation();
      close();
    }
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [open, close]);

  if (!hasLauncher(pathname)) return null;

  if (!enhanced) {
    return (
      <aside className="chat-widget" aria-label="Chat">
        <a href={chatHref} className="chat-launcher">
          <ChatIcon />
          <span className="chat-launcher__label">{LABEL}</span>
        </a>
      </aside>
    );
  }

  function toggle() {
    if (open) return close();
    setUsed(true);
    setOpen(true);
  }

  return (
    <aside ref={widgetRef} className="chat-widget" aria-label="Chat">
      <button
        ref={launcherRef}
        type="button"
        className="chat-launcher"
        aria-expanded={open}
        aria-controls={CHAT_PANEL_ID}
        onClick={toggle}
        // Start fetching the conversation's code as soon as the visitor heads for the button.
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
      >
        <ChatIcon />
        <span className="chat-launcher__label">{LABEL}</span>
      </button>
      <div
        ref={panelRef}
        id={CHAT_PANEL_ID}
        className="chat-panel"
        role="dialog"
        aria-label={LABEL}
        tabIndex={-1}
        hidden={!open}
      >
        {used ? (
          <Suspense fallback={<p className="chat-panel__loading">Loading the chat…</p>}>
            <ChatPanel open={open} onClose={close} />
          </Suspense>
        ) : null}
      </div>
    </aside>
  );
}
