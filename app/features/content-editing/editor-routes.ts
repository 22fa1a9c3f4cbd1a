import type { ShouldRevalidateFunction } from "@remix-run/react";
import type { LinksFunction } from "@remix-run/node";
import editorStylesheet from "~/styles/content-editor.css";

/** The editor pages' styles (lists, editors and the Markdown preview). */
export const contentEditorLinks: LinksFunction = () => [{ rel: "stylesheet", href: editorStylesheet }];

/** A live preview (intent "preview") changes nothing: the page's data need not be loaded again. */
export const skipRevalidationAfterPreview: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  formData?.get("intent") === "preview" ? false : defaultShouldRevalidate;
