import { useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import type { loadMediaLibrary } from "~/features/media-library/media-library.server";
import { asBlockBetween } from "../editor-fields";

const LIBRARY_PATH = "/admin/media";

/**
 * Puts a Markdown block at the textarea's cursor (replacing a selection) as a paragraph of
 * its own, as if typed, so the form and the preview see it.
 */
function insertAtCursor(textarea: HTMLTextAreaElement, block: string) {
  const { value, selectionStart, selectionEnd } = textarea;
  textarea.focus();
  textarea.setRangeText(asBlockBetween(value.slice(0, selectionStart), block, value.slice(selectionEnd)), selectionStart, selectionEnd, "end");
  textarea.dispatchEvent(new Event("input", { bubbles: true }));
}

/**
 * Images of the media library for a Markdown body (decision 083). With JavaScript,
 * "Insert image" lists the library and puts the chosen image's Markdown at the body's
 * cursor. The link to the library opens a new tab, so text typed here and not yet saved
 * stays in this one, with or without JavaScript.
 */
export function InsertImageControl({ textareaId }: { textareaId: string }) {
  const [hydrated, setHydrated] = useState(false);
  const [open, setOpen] = useState(false);
  const [inserted, setInserted] = useState("");
  const library = useFetcher<Awaited<ReturnType<typeof loadMediaLibrary>>>();
  useEffect(() => setHydrated(true), []);

  const toggle = () => {
    if (!open && library.state === "idle" && !library.data) library.load(LIBRARY_PATH);
    setOpen(!open);
  };
  const insert = (snippet: string, label: string) => {
    const textarea = document.getElementById(textareaId);
    if (!(textarea instanceof HTMLTextAreaElement)) return;
    insertAtCursor(textarea, snippet);
    setInserted(`Inserted ${label} into the body.`);
    setOpen(false);
  };
  const listId = `${textareaId}-images`;
  const images = library.data?.images ?? [];

  return (
    <div className="insert-image">
      <p className="insert-image__actions">
        {hydrated ? (
          <button type="button" className="button button--ghost" aria-expanded={open} aria-controls={listId} onClick={toggle}>
            Insert image
          </button>
        ) : null}
        <a href={LIBRARY_PATH} target="_blank" rel="noopener">
          Media library (opens in a new tab): copy an image’s Markdown into the body
        </a>
      </p>
      <p className="visually-hidden" aria-live="polite">
        {inserted}
      </p>
      {open ? (
        <div id={listId} className="insert-image__list">
          {library.state !== "idle" && !library.data ? <p>Loading the library…</p> : null}
          {library.data && images.length === 0 ? <p>The library has no images yet.</p> : null}
          {images.length > 0 ? (
            <ul>
              {images.map((image) => {
                const label = image.altText ? `“${image.altText}”` : image.name;
                return (
                  <li key={image.name}>
                    <button type="button" className="insert-image__choice" onClick={() => insert(image.snippet, label)}>
                      <img
                        src={image.path}
                        alt=""
                        width={image.width ?? undefined}
                        height={image.height ?? undefined}
                        loading="lazy"
                        decoding="async"
                      />
                      <span>Insert {label}</span>
                    </button>
                  </li>
                );
              })}
            </ul>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
