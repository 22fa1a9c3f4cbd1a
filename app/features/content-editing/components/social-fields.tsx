import type { FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { TextAreaField, TextField } from "~/components/forms/fields";

/**
 * What a shared link shows (Open Graph, X/Twitter cards) instead of the page's title and
 * description, for every editor alike; `children` adds what a kind of page has besides
 * (a shipped page's social image).
 */
export function SocialFields({
  title,
  description,
  children,
}: {
  title: FieldMetadata<unknown>;
  description: FieldMetadata<unknown>;
  children?: ReactNode;
}) {
  return (
    <fieldset className="panel content-editor__fields">
      <legend>Link previews</legend>
      <p className="field__hint">
        What a shared link shows on social networks and in messages; the title, description and picture of the page when
        left empty.
      </p>
      <TextField meta={title} label="Social title" optional hint="Up to 150 characters." />
      <TextAreaField meta={description} label="Social description" optional rows={2} hint="Up to 300 characters." />
      {children}
    </fieldset>
  );
}
