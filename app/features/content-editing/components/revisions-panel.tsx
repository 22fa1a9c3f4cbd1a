import { Form, Link } from "@remix-run/react";
import type { FieldComparison } from "../revision-compare";
import type { EditorRevisions } from "../revisions.server";

/** Two versions' differing fields, each as struck-through (older only), underlined (newer only) and kept text. */
export function ComparedFields({ fields }: { fields: FieldComparison[] }) {
  if (fields.length === 0) return <p>They are the same.</p>;
  return (
    <dl>
      {fields.map((field) => (
        <div key={field.field} className="revision-compare__field">
          <dt>{field.label}</dt>
          <dd>
            {field.parts.map((part, index) =>
              part.kind === "removed" ? (
                <del key={index}>{part.text}</del>
              ) : part.kind === "added" ? (
                <ins key={index}>{part.text}</ins>
              ) : (
                <span key={index}>{part.text}</span>
              ),
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function RevisionChoice({ name, label, list, chosen }: { name: string; label: string; list: EditorRevisions["list"]; chosen: number | undefined }) {
  return (
    <div className="field">
      <label htmlFor={`revision-${name}`} className="field__label">
        {label}
      </label>
      <select id={`revision-${name}`} name={name} defaultValue={chosen} className="input">
        {list.map((revision) => (
          <option key={revision.id} value={revision.id}>
            #{revision.id} · {revision.action} · {revision.at}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Above the form while it holds an earlier revision's values (`?revision=`): nothing is
 * stored until the member saves, and the way back to the stored values.
 */
export function RestoringNotice({ revisions, editPath }: { revisions: EditorRevisions; editPath: string }) {
  const autosave = revisions.unappliedAutosave;
  if (revisions.restoring === null && autosave) {
    return (
      <p className="notice notice--warning" role="status">
        What you typed at {autosave.at} was saved by itself but not applied.{" "}
        <Link to={`${editPath}?revision=${autosave.id}`}>Open it in the form</Link> to review and save it.
      </p>
    );
  }
  if (revisions.restoring === null) return null;
  return (
    <p className="notice" role="status">
      The form below holds revision #{revisions.restoring}. Nothing has changed yet: save or publish to restore it, or{" "}
      <Link to={editPath}>go back to the version stored now</Link>.
    </p>
  );
}

/**
 * The row's revisions, newest first, each with links to compare it with the version stored
 * now and to open it in the form, and a choice of any two to compare; the comparison asked
 * for (`?compare=`, `&with=`) above the list. Plain links and a GET form: the same without
 * JavaScript.
 */
export function RevisionsPanel({ revisions, editPath }: { revisions: EditorRevisions; editPath: string }) {
  const { list, comparison } = revisions;
  return (
    <section className="panel revisions" aria-labelledby="revisions-title" id="revisions">
      <h2 id="revisions-title">Revisions</h2>
      {comparison ? (
        <div className="revision-compare" aria-labelledby="compare-title">
          <h3 id="compare-title">
            Revision #{comparison.revisionId} compared with{" "}
            {comparison.withRevisionId === null ? "the version stored now" : `revision #${comparison.withRevisionId}`}
          </h3>
          <ComparedFields fields={comparison.fields} />
          <p className="revision-compare__legend">
            <del>Struck through</del>: only in revision #{comparison.revisionId}. <ins>Underlined</ins>: only in{" "}
            {comparison.withRevisionId === null ? "the version stored now" : `revision #${comparison.withRevisionId}`}.
          </p>
        </div>
      ) : null}
      {list.length > 1 ? (
        <Form method="get" action={`${editPath}#revisions`} className="filters" aria-label="Compare two revisions">
          <RevisionChoice name="compare" label="Compare revision" list={list} chosen={comparison?.revisionId ?? list[1]?.id} />
          <RevisionChoice name="with" label="with revision" list={list} chosen={comparison?.withRevisionId ?? list[0]?.id} />
          <div className="filters__actions">
            <button type="submit" className="button button--ghost">
              Compare
            </button>
          </div>
        </Form>
      ) : null}
      {list.length === 0 ? (
        <p>Every save is kept here, with who saved it and when.</p>
      ) : (
        // Scrolls by itself on a phone, as the other back-office tables do, instead of the page.
        <div className="table-wrap">
          <table className="content-table">
            <caption className="visually-hidden">Revisions, newest first</caption>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">Saved (your time)</th>
                <th scope="col">By</th>
                <th scope="col">What</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {list.map((revision) => (
                <tr key={revision.id}>
                  <td>{revision.id}</td>
                  <td>{revision.at}</td>
                  <td>{revision.by}</td>
                  <td>{revision.action}</td>
                  <td>
                    <Link
                      to={`${editPath}?compare=${revision.id}#revisions`}
                      aria-label={`Compare revision ${revision.id} with the version stored now`}
                    >
                      Compare
                    </Link>
                    {" · "}
                    <Link
                      to={`${editPath}?revision=${revision.id}`}
                      aria-label={`Restore revision ${revision.id}: open it in the form`}
                    >
                      Restore
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
