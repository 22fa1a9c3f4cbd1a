import type { ReactNode } from "react";
import { PageHero } from "./content-blocks";

/** A page with the manifest's h1 and description as its hero, and its own body. */
export function SimplePage({
  entry,
  eyebrow,
  children,
}: {
  /** The page's manifest entry, or anything with its heading and description. */
  entry: { h1: string; description: string };
  eyebrow?: string;
  children?: ReactNode;
}) {
  return (
    <article className="simple-page">
      <PageHero eyebrow={eyebrow} title={entry.h1} lead={entry.description} />
      <div className="container section">{children}</div>
    </article>
  );
}
