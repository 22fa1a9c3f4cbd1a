import { Form } from "@remix-run/react";
import type { PublishStatus } from "../publish-state";
import { baseInputs, type BaseValues } from "../stale-form";

/** The row's version and the hidden copies of the values the form was made from (stale-edit). */
export function VersionFields({ version, base }: { version: number; base: BaseValues }) {
  return (
    <>
      <input type="hidden" name="version" value={version} />
      {baseInputs(base).map((input) => (
        <input key={input.name} type="hidden" name={input.name} value={input.value} />
      ))}
    </>
  );
}

export function StatusBadge({ status, label }: { status: PublishStatus; label: string }) {
  return <span className={`status status--${status}`}>{label}</span>;
}

const SAVED_NOTICES: Record<string, string> = {
  "1": "Saved.",
  published: "Saved and published (or scheduled for its publish date).",
  unpublished: "Unpublished: visitors no longer see it.",
};

export function SavedNotice({ saved }: { saved: string | null }) {
  const message = saved ? SAVED_NOTICES[saved] : undefined;
  return message ? (
    <p className="notice" role="status">
      {message}
    </p>
  ) : null;
}

/**
 * Unpublish and delete, each a small form of its own with the row's version (a stale one
 * is refused like a stale save). Deleting needs a ticked confirmation.
 */
export function RemovalForms({
  noun,
  csrf,
  version,
  base,
  canUnpublish,
}: {
  noun: string;
  csrf: string;
  version: number;
  base: BaseValues;
  canUnpublish: boolean;
}) {
  return (
    <>
      {canUnpublish ? (
        <Form method="post" className="panel" aria-labelledby="unpublish-title">
          <h2 id="unpublish-title">Unpublish this {noun}</h2>
          <p>Visitors stop seeing it at once (cached copies within a minute). It stays here as unpublished.</p>
          <input type="hidden" name="csrf" value={csrf} />
          <VersionFields version={version} base={base} />
          <button type="submit" name="intent" value="unpublish" className="button button--ghost">
            Unpublish {noun}
          </button>
        </Form>
      ) : null}
      <Form method="post" className="panel" aria-labelledby="delete-title">
        <h2 id="delete-title">Delete this {noun}</h2>
        <p>It is removed for good. To only hide it from visitors, unpublish it instead.</p>
        <input type="hidden" name="csrf" value={csrf} />
        <VersionFields version={version} base={base} />
        <div className="checkbox">
          <input id="confirm-delete" name="confirm" type="checkbox" required />
          <label htmlFor="confirm-delete">Yes, delete this {noun}</label>
        </div>
        <p>
          <button type="submit" name="intent" value="delete" className="button button--danger">
            Delete {noun}
          </button>
        </p>
      </Form>
    </>
  );
}
