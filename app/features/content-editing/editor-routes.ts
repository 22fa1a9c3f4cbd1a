import type { MetaFunction, ShouldRevalidateFunction } from "@remix-run/react";
import type { LinksFunction } from "@remix-run/node";
import editorStylesheet from "~/styles/content-editor.css";
import { staffMeta } from "~/utils/staff-area";

/** The editor pages' styles (lists, editors and the Markdown preview). */
export const contentEditorLinks: LinksFunction = () => [{ rel: "stylesheet", href: editorStylesheet }];

/** A live preview (intent "preview") changes nothing: the page's data need not be loaded again. */
export const skipRevalidationAfterPreview: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  formData?.get("intent") === "preview" ? false : defaultShouldRevalidate;

/** The same for an editor whose drafts also save themselves (intent "autosave"): the form keeps the cursor and what is typed. */
export const skipRevalidationAfterPreviewOrAutosave: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  formData?.get("intent") === "preview" || formData?.get("intent") === "autosave" ? false : defaultShouldRevalidate;

/** An editor page's title: "Edit <title> | <section>", or "New <noun> | <section>". */
export function contentEditorMeta(
  noun: string,
  section: string
): MetaFunction<() => Promise<{ saved: { title: string } | null }>> {
  return ({ data }) => staffMeta(data?.saved ? `Edit ${data.saved.title} | ${section}` : `New ${noun} | ${section}`);
}
