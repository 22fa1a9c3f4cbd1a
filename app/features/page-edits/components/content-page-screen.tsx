import { Form, Link, useSearchParams } from "@remix-run/react";
import type { ReactNode } from "react";
import { SearchTwinsNotice, VersionFields } from "~/features/content-editing/components/editor-parts";
import { ComparedFields, RestoringNotice, RevisionsPanel } from "~/features/content-editing/components/revisions-panel";
import type { FieldComparison } from "~/features/content-editing/revision-compare";
import type { EditorRevisions } from "~/features/content-editing/revisions.server";
import type { SearchTwins } from "~/features/content-editing/search-twins";
import type { BaseValues } from "~/features/content-editing/stale-form";
import { pageEditorPath, SAVED_MESSAGES, type PageEditStatus } from "../page-edit-state";

export interface ContentPageScreenData {
  path: string;
  title: string;
  version: number;
  base: BaseValues;
  status: PageEditStatus;
  statusLabel: string;
  live: boolean;
  hasDraft: boolean;
  shippedChanged: boolean;
  goesLive: string | null;
  previewPath: string;
  previewLink: string;
  previewExpires: string;
  shippedComparison: FieldComparison[] | null;
  revisions: EditorRevisions;
  searchTwins: SearchTwins;
}

/** A small form of its own that changes the edit's state (with the version the page was made from). */
function StateForm({ csrf, version, base, intent, label, danger, children }: {
  csrf: string;
  version: number;
  base: BaseValues;
  intent: string;
  label: string;
  danger?: boolean;
  children?: ReactNode;
}) {
  return (
    <Form method="post" className="content-editor__state-form">
      <input type="hidden" name="csrf" value={csrf} />
      <VersionFields version={version} base={base} />
      {children}
      <button type="submit" name="intent" value={intent} className={`button ${danger ? "button--danger" : "button--ghost"}`}>
        {label}
      </button>
    </Form>
  );
}

/**
 * The screen around a shipped page's editor form (`children`): the way back, the page on
 * the site, the status, what the last save did, the notices (a changed shipped version, a
 * schedule, duplicate titles, a restored revision), the preview link to share, the forms
 * that discard the draft or go back to the shipped version, and the revisions.
 */
export function ContentPageScreen({ screen, csrf, current, children }: {
  screen: ContentPageScreenData;
  csrf: string;
  /** The version and values the forms carry (after an autosave or a stale post, the stored ones). */
  current: { version: number; base: BaseValues };
  children: ReactNode;
}) {
  const [searchParams] = useSearchParams();
  const saved = SAVED_MESSAGES[searchParams.get("saved") ?? ""];
  const editPath = pageEditorPath(screen.path);
  return (
    <>
      <p>
        <Link to="/admin/content">← All pages</Link> · <a href={screen.path}>View on the site</a>
      </p>
      <div className="admin__heading">
        <h1>Edit page: {screen.title}</h1>
        <span className={`status status--${screen.status}`}>{screen.statusLabel}</span>
      </div>
      {saved ? (
        <p className="notice" role="status">
          {saved}
        </p>
      ) : null}
      {screen.goesLive ? (
        <p className="notice">The draft goes live by itself on {screen.goesLive} (your time). Save it as a draft to cancel the schedule.</p>
      ) : null}
      {screen.shippedChanged ? (
        <div className="notice notice--warning" role="status">
          <p>
            The shipped version of this page changed since it was edited here (a new release of the site). Visitors still get the
            edit. <Link to={`${editPath}?compare=shipped#shipped-comparison`}>Compare the edit with the shipped version</Link>, then
            keep the edit or go back to the shipped version.
          </p>
          <StateForm csrf={csrf} version={current.version} base={current.base} intent="keep" label="Keep the edit" />
        </div>
      ) : null}
      {screen.shippedComparison ? (
        <section className="panel revision-compare" id="shipped-comparison" aria-labelledby="shipped-compare-title">
          <h2 id="shipped-compare-title">The shipped version compared with the one in the editor</h2>
          <ComparedFields fields={screen.shippedComparison} />
          <p className="revision-compare__legend">
            <del>Struck through</del>: only in the shipped version. <ins>Underlined</ins>: only in the editor.
          </p>
        </section>
      ) : null}
      <SearchTwinsNotice noun="page" twins={screen.searchTwins} />
      <RestoringNotice revisions={screen.revisions} editPath={editPath} />
      {children}
      <section className="panel" aria-labelledby="share-title">
        <h2 id="share-title">Share the preview</h2>
        <p>
          Signed-in staff can open the draft as the real page at this link until {screen.previewExpires} (your time); visitors
          cannot.
        </p>
        <p>
          <label htmlFor="preview-link" className="field__label">
            Preview link
          </label>
          <input id="preview-link" className="input" readOnly value={screen.previewLink} />
        </p>
        <p>
          <a href={screen.previewPath}>Open the preview</a>
        </p>
      </section>
      {screen.hasDraft ? (
        <section className="panel" aria-labelledby="discard-title">
          <h2 id="discard-title">Discard the draft</h2>
          <p>Visitors keep what they get now; the editor opens with that version again.</p>
          <StateForm csrf={csrf} version={current.version} base={current.base} intent="discard" label="Discard the draft" />
        </section>
      ) : null}
      {screen.live ? (
        <section className="panel" aria-labelledby="revert-title">
          <h2 id="revert-title">Back to the shipped version</h2>
          <p>Visitors get the page as shipped with the site again. The edit stays in the revisions, so it can be restored.</p>
          <StateForm csrf={csrf} version={current.version} base={current.base} intent="revert" label="Back to the shipped version" danger>
            <div className="checkbox">
              <input id="confirm-revert" name="confirm" type="checkbox" required />
              <label htmlFor="confirm-revert">Yes, drop the edit</label>
            </div>
          </StateForm>
        </section>
      ) : null}
      <RevisionsPanel revisions={screen.revisions} editPath={editPath} />
    </>
  );
}
