import type { ReactNode } from "react";
import { Form, Link, useSearchParams } from "@remix-run/react";
import { movedNoticeMessage, savedNoticeMessage, type PublishStatus } from "../publish-state";
import type { EditorRevisions } from "../revisions.server";
import type { SearchTwins } from "../search-twins";
import { baseInputs, type BaseValues } from "../stale-form";
import { RestoringNotice, RevisionsPanel } from "./revisions-panel";

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

/** After a save (`?saved=`): where the row stands now, from what is stored, not from the button pressed. */
export function SavedNotice({
  saved,
  content,
  publicPathPrefix,
}: {
  saved: string | null;
  content: SavedContent | null;
  publicPathPrefix: string;
}) {
  const message = content ? savedNoticeMessage(saved, content.status, content.goesLive ?? null) : null;
  const moved =
    message && content?.movedFrom ? movedNoticeMessage(content.movedFrom, `${publicPathPrefix}${content.slug}`) : null;
  return message ? (
    <p className="notice" role="status">
      {moved ? `${message} ${moved}` : message}
    </p>
  ) : null;
}

/**
 * When another page of the site has the stored title or description: search results
 * would show the two alike, so the editor is told which pages (a warning; saving stays
 * allowed).
 */
export function SearchTwinsNotice({ noun, twins }: { noun: string; twins: SearchTwins }) {
  if (twins.title.length === 0 && twins.description.length === 0) return null;
  const links = (paths: string[]) =>
    paths.map((path, index) => (
      <span key={path}>
        {index > 0 ? ", " : null}
        <a href={path}>{path}</a>
      </span>
    ));
  return (
    <div className="notice notice--warning" role="status">
      <p>Search results would show this {noun} like another page. Give it a title and description of its own.</p>
      <ul>
        {twins.title.length > 0 ? <li>Same title as {links(twins.title)}</li> : null}
        {twins.description.length > 0 ? <li>Same description as {links(twins.description)}</li> : null}
      </ul>
    </div>
  );
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

/**
 * A content list's top: its heading with the "New …" link, what `children` add, and the
 * notice after a delete (`?deleted=<title>`).
 */
export function ContentListHeading({
  title,
  newPath,
  newLabel,
  children,
}: {
  title: string;
  newPath: string;
  newLabel: string;
  children?: ReactNode;
}) {
  const [searchParams] = useSearchParams();
  const deleted = searchParams.get("deleted");
  return (
    <>
      <div className="admin__heading">
        <h1>{title}</h1>
        <Link to={newPath} className="button button--primary">
          {newLabel}
        </Link>
      </div>
      {children}
      {deleted ? (
        <p className="notice" role="status">
          Deleted “{deleted}”.
        </p>
      ) : null}
    </>
  );
}

/**
 * The editor's submit buttons: publish (or, once published, save), save as a draft, and
 * a preview that saves nothing (it skips the browser's checks so a half-filled form previews).
 */
export function EditorActions({
  published,
  publishLabel,
  busy,
}: {
  published: boolean;
  publishLabel: string;
  busy: boolean;
}) {
  return (
    <div className="content-editor__actions">
      <button
        type="submit"
        name="intent"
        value={published ? "save" : "publish"}
        className="button button--primary"
        disabled={busy}
      >
        {published ? "Save changes" : publishLabel}
      </button>
      {published ? null : (
        <button type="submit" name="intent" value="save" className="button button--ghost" disabled={busy}>
          Save as draft
        </button>
      )}
      <button type="submit" name="intent" value="preview" className="button button--ghost" formNoValidate>
        Preview
      </button>
    </div>
  );
}

interface SavedContent {
  title: string;
  slug: string;
  status: PublishStatus;
  statusLabel: string;
  /** A scheduled row's moment of going live, in the staff member's zone. */
  goesLive?: string | null;
  /** Right after a save that moved it: the old address, which redirects here now. */
  movedFrom?: string | null;
}

/**
 * A content editor's page around its form (`children`): the way back to the list, the
 * public page once it is published or scheduled, the heading with the status, the notice
 * after a save (`?saved=`), and for a stored row the unpublish and delete forms and its
 * revisions (with the notice above the form while it holds one).
 */
export function ContentEditorFrame({
  noun,
  listPath,
  listLabel,
  publicPathPrefix,
  previewsHidden = false,
  editor,
  refreshed,
  csrf,
  children,
}: {
  noun: string;
  listPath: string;
  listLabel: string;
  /** The public address without the slug: "/articles/", or "/" for a database page. */
  publicPathPrefix: string;
  /** The public page shows staff a row visitors cannot see yet (a preview), so it is linked whatever the status. */
  previewsHidden?: boolean;
  editor: {
    id: number | null;
    version: number;
    base: BaseValues;
    published: boolean;
    saved: SavedContent | null;
    revisions: EditorRevisions;
    searchTwins: SearchTwins;
    /** While visitors cannot see it: a link any signed-in colleague can open, and until when (the reader's clock). */
    sharedPreview?: { href: string; expires: string } | null;
  };
  /** After a stale save: the version and values stored now. */
  refreshed: { version: number; base: BaseValues } | null | undefined;
  csrf: string;
  children: ReactNode;
}) {
  const [searchParams] = useSearchParams();
  const { id, saved } = editor;
  const current = refreshed ?? { version: editor.version, base: editor.base };
  return (
    <>
      <p>
        <Link to={listPath}>← {listLabel}</Link>
        {saved && (saved.status === "published" || saved.status === "scheduled" || previewsHidden) ? (
          <>
            {" · "}
            <a href={`${publicPathPrefix}${saved.slug}`}>
              {saved.status === "published" ? "View on the site" : "Preview on the site"}
            </a>
          </>
        ) : null}
      </p>
      <div className="admin__heading">
        <h1>{saved ? `Edit ${noun}: ${saved.title}` : `New ${noun}`}</h1>
        {saved ? <StatusBadge status={saved.status} label={saved.statusLabel} /> : null}
      </div>
      <SavedNotice saved={searchParams.get("saved")} content={saved} publicPathPrefix={publicPathPrefix} />
      {editor.sharedPreview ? (
        <p className="notice">
          Colleagues who are signed in can read it before visitors at{" "}
          <a href={editor.sharedPreview.href}>this preview link</a> until {editor.sharedPreview.expires} (your time): copy
          the link to send it.
        </p>
      ) : null}
      <SearchTwinsNotice noun={noun} twins={editor.searchTwins} />
      <RestoringNotice revisions={editor.revisions} editPath={`${listPath}/${id}`} />
      {children}
      {id ? (
        <RemovalForms
          noun={noun}
          csrf={csrf}
          version={current.version}
          base={current.base}
          canUnpublish={editor.published}
        />
      ) : null}
      {id ? <RevisionsPanel revisions={editor.revisions} editPath={`${listPath}/${id}`} /> : null}
    </>
  );
}
