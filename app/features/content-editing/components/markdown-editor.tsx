import { getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import { FieldErrors } from "~/components/forms/fields";
import type { ContentEditorActionData } from "../content-editor.server";
import { InsertImageControl } from "./insert-image-control";

/** How long typing must pause before the preview is asked for. */
const PREVIEW_DELAY_MS = 400;

interface MarkdownEditorProps {
  meta: FieldMetadata<string | undefined>;
  label: string;
  /** The body as visitors get it, rendered by the server (on load, and after "Preview" without JavaScript). */
  previewHtml: string;
  csrf: string;
}

/**
 * The Markdown body and its preview, for articles and database pages alike. The preview
 * is always the server's rendering (the public renderer and sanitiser): without
 * JavaScript the form's "Preview" button posts and the page comes back with it; with
 * JavaScript the editor's own action is asked for it (intent "preview", nothing saved)
 * a moment after typing stops.
 */
export function MarkdownEditor({ meta, label, previewHtml, csrf }: MarkdownEditorProps) {
  const fetcher = useFetcher<ContentEditorActionData>();
  const { key, ...props } = getTextareaProps(meta);
  const body = typeof meta.value === "string" ? meta.value : "";
  const [typed, setTyped] = useState(false);

  useEffect(() => {
    if (!typed) return;
    const timer = setTimeout(() => {
      fetcher.submit({ intent: "preview", body, csrf }, { method: "post" });
    }, PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
    // fetcher.submit is stable enough for this purpose; a new body is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [body, typed, csrf]);

  const shown = fetcher.data?.previewHtml ?? previewHtml;
  const hintId = `${meta.id}-hint`;
  return (
    <div className="markdown-editor">
      <div className={`field${meta.errors?.length ? " field--invalid" : ""}`}>
        <label htmlFor={meta.id} className="field__label">
          {label}
          <span aria-hidden="true"> *</span>
        </label>
        <p id={hintId} className="field__hint">
          Markdown: ## for a heading, **bold**, *italic*, [a link](/consult), - for a list, ![what it shows](/uploads/….png) for an
          image (one uploaded to this site or an https address). HTML is shown as text.
        </p>
        <textarea
          key={key}
          {...props}
          rows={18}
          className="input markdown-editor__input"
          aria-describedby={meta.errors?.length ? `${hintId} ${meta.errorId}` : hintId}
          onInput={() => setTyped(true)}
        />
        <FieldErrors id={meta.errorId} errors={meta.errors} />
        <InsertImageControl textareaId={meta.id} />
      </div>
      <section className="markdown-editor__preview" aria-labelledby={`${meta.id}-preview-title`}>
        <h2 id={`${meta.id}-preview-title`}>
          Preview{" "}
          <span className="markdown-editor__state" role="status">
            {fetcher.state === "idle" ? "" : "(updating…)"}
          </span>
        </h2>
        {/* Sanitised on the server by renderMarkdown, exactly as on the public page. */}
        <div className="prose markdown-editor__rendered" data-testid="markdown-preview" dangerouslySetInnerHTML={{ __html: shown }} />
      </section>
    </div>
  );
}
