import { useEffect, useState } from "react";

/**
 * Copies a URL to the clipboard. Rendered only once the page is hydrated: without
 * JavaScript there is nothing it could do, and the URL beside it can be selected.
 */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [ready, setReady] = useState(false);
  const [status, setStatus] = useState("");
  useEffect(() => setReady(typeof navigator !== "undefined" && Boolean(navigator.clipboard)), []);
  if (!ready) return null;
  return (
    <span className="copy-button">
      <button
        type="button"
        className="button button--small button--ghost"
        aria-label={label}
        onClick={() => {
          navigator.clipboard.writeText(text).then(
            () => setStatus("Copied"),
            () => setStatus("Could not copy: select the URL and copy it"),
          );
        }}
      >
        Copy
      </button>
      <span role="status" className="copy-button__status">
        {status}
      </span>
    </span>
  );
}
