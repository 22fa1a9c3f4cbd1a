import type { MetaFunction } from "@remix-run/react";
import type { LinksFunction } from "@remix-run/node";
import editorStylesheet from "~/styles/content-editor.css";
import { staffMeta } from "~/utils/staff-area";

/** The editor pages' styles (lists, editors and the Markdown preview). */
export const contentEditorLinks: LinksFunction = () => [{ rel: "stylesheet", href: editorStylesheet }];

/** An editor page's title: "Edit <title> | <section>", or "New <noun> | <section>". */
export function contentEditorMeta(
  noun: string,
  section: string
): MetaFunction<() => Promise<{ saved: { title: string } | null }>> {
  return ({ data }) => staffMeta(data?.saved ? `Edit ${data.saved.title} | ${section}` : `New ${noun} | ${section}`);
}
