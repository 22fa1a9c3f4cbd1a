import type { MetaFunction, ShouldRevalidateFunction } from "@remix-run/react";
import type { LinksFunction } from "@remix-run/node";
import editorStylesheet from "~/styles/content-editor.css";
import { staffMeta } from "~/utils/staff-area";

/** The editor pages' styles (lists, editors and the Markdown preview). */
export const contentEditorLinks: LinksFunction = () => [{ rel: "stylesheet", href: editorStylesheet }];

/**
 * A live preview (intent "preview") or the form saving itself (intent "autosave") changes
 * nothing the page shows: its data need not be loaded again, and the form keeps the cursor
 * and what is typed.
 */
export const skipRevalidationAfterPreviewOrAutosave: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  formData?.get("intent") === "preview" || formData?.get("intent") === "autosave" ? false : defaultShouldRevalidate;

/** An editor page's title: "Edit <title> | <section>", or "New <noun> | <section>". */
export function contentEditorMeta(
  noun: string,
  section: string
): MetaFunction<() => Promise<{ saved: { title: string } | null }>> {
  return ({ data }) => staffMeta(data?.saved ? `Edit ${data.saved.title} | ${section}` : `New ${noun} | ${section}`);
}
