import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useRouteLoaderData, useSearchParams, type MetaFunction } from "@remix-run/react";
import { FormAlert } from "~/components/forms/fields";
import { ContactValue } from "~/components/ui/contact-value";
import { LeadReferralText } from "~/features/leads/components/lead-referral-text";
import { loadLeadDetail } from "~/features/leads/inbox.server";
import { DueBadgeView } from "~/features/leads/components/due-badge-view";
import { LeadSourcePanel } from "~/features/leads/components/lead-source-panel";
import { LeadOwnerPanel, LeadTasksPanel } from "~/features/leads/components/lead-work-panels";
import { handleLeadPageAction, LEAD_PAGE_FORM } from "~/features/leads/lead-page-actions.server";
import { parseLeadId } from "~/features/leads/lead-actions.server";
import { LEAD_STATUSES, LEAD_NOTE_KINDS } from "~/features/lead-store/lead-types";
import { MeetingOutcomeForm } from "~/features/response-report/components/meeting-outcome-form";
import { meetingOutcomeOf } from "~/features/response-report/meeting-outcome.server";
import { requireStaffPermission } from "~/features/staff/session.server";
import { notFound } from "~/utils/http.server";
import { staffMeta } from "~/utils/staff-area";
import { endpointAction } from "~/utils/endpoint.server";
import type { loader as adminLoader } from "./admin";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const staff = await requireStaffPermission(request, "leads");
  const id = parseLeadId(params.id);
  const detail = id ? await loadLeadDetail(id, staff) : null;
  if (!detail) throw notFound();
  return { ...detail, meetingOutcome: await meetingOutcomeOf(detail.lead.id, staff) };
}

export const action = /* @__PURE__ */ endpointAction(LEAD_PAGE_FORM, async ({ request, params, caller }) => {
  const id = parseLeadId(params.id);
  if (!id) throw notFound();
  const result = await handleLeadPageAction(request, id, caller);
  return result instanceof Response ? result : data(result, { status: result.status });
});

const UPDATED_NOTICES: Record<string, string> = {
  status: "Status updated.",
  note: "Note added.",
  claimed: "The lead is yours.",
  reassigned: "The lead has a new owner.",
  task: "Task added.",
  "task-done": "Task marked done.",
};

export const meta: MetaFunction<typeof loader> = ({ data: detail }) => staffMeta(detail ? `${detail.lead.fullName} | Leads` : "Lead");

export default function LeadDetail() {
  const { lead, rows, notes, channel, timeZone, ownership, assignments, tasks, meetingOutcome, attribution } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const csrf = useRouteLoaderData<typeof adminLoader>("routes/admin")?.csrf ?? "";
  const [searchParams] = useSearchParams();
  const updated = searchParams.get("updated");
  return (
    <article className="lead-detail">
      <p>
        <Link to="/admin/leads">← All leads</Link>
      </p>
      <div className="admin__heading">
        <h1>{lead.fullName}</h1>
        <span className={`status status--${lead.status}`}>{lead.statusLabel}</span>
        <DueBadgeView badge={lead.badge} />
      </div>
      <p className="lead-detail__meta">
        {lead.typeLabel} · reference <span className="lead-reference">{lead.reference}</span> · received{" "}
        <time dateTime={lead.received.at}>{lead.received.when}</time> · via {channel === "api" ? "website (script)" : "website form"}
        {lead.referral ? (
          <>
            {" "}
            · referral <LeadReferralText referral={lead.referral} />
          </>
        ) : null}{" "}
        · owner {lead.owner ?? "nobody yet"}
      </p>
      {/* A refused form answers the same address: its message replaces the last success's. */}
      {updated && !actionData ? (
        <p className="notice" role="status">
          {Object.hasOwn(UPDATED_NOTICES, updated) ? UPDATED_NOTICES[updated] : "Saved."}
        </p>
      ) : null}
      {actionData && "error" in actionData && !actionData.task ? <FormAlert messages={[actionData.error]} /> : null}

      {lead.meeting ? (
        <section className="panel" aria-labelledby="meeting-title">
          <h2 id="meeting-title">{lead.meeting.status === "booked" ? "Booked consultation" : "Cancelled consultation"}</h2>
          <p>
            <strong>Your time:</strong> {lead.meeting.when}
            {lead.owner ? ` with ${lead.owner}` : ""}
          </p>
          <MeetingOutcomeForm outcome={meetingOutcome} csrf={csrf} />
        </section>
      ) : null}

      {lead.slot ? (
        <section className="panel" aria-labelledby="slot-title">
          <h2 id="slot-title">{lead.meeting ? "Time the visitor chose" : "Preferred consultation slot"}</h2>
          <p>
            <strong>Visitor&apos;s time:</strong> {lead.slot.visitor}
          </p>
          <p>
            <strong>Your time:</strong> {lead.slot.staff}
          </p>
        </section>
      ) : null}

      <section className="panel" aria-labelledby="details-title">
        <h2 id="details-title">Details</h2>
        <dl className="details-list">
          {rows.map(({ label, value, contact }) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{contact ? <ContactValue value={value} kind={contact} /> : value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <LeadSourcePanel source={attribution} timeZone={timeZone} />

      <div className="lead-detail__forms">
        <Form method="post" className="panel" aria-labelledby="status-title">
          <h2 id="status-title">Status</h2>
          <input type="hidden" name="csrf" value={csrf} />
          <input type="hidden" name="intent" value="status" />
          <div className="field">
            <label htmlFor="lead-status" className="field__label">
              Move to
            </label>
            <select id="lead-status" name="status" defaultValue={lead.status} className="input">
              {LEAD_STATUSES.map((status) => (
                <option key={status.value} value={status.value}>
                  {status.label}
                </option>
              ))}
            </select>
          </div>
          <p>
            <button type="submit" className="button button--primary">
              Update status
            </button>
          </p>
        </Form>

        <Form method="post" className="panel" aria-labelledby="note-title">
          <h2 id="note-title">Add a note</h2>
          <input type="hidden" name="csrf" value={csrf} />
          <input type="hidden" name="intent" value="note" />
          <fieldset className="note-kinds">
            <legend>What is it?</legend>
            {LEAD_NOTE_KINDS.map((kind) => (
              <label key={kind.value} className="note-kinds__choice">
                <input type="radio" name="kind" value={kind.value} defaultChecked={kind.value === "note"} /> {kind.label}
              </label>
            ))}
            <p className="field__hint">A call or an e-mail counts as the reply the lead is waiting for.</p>
          </fieldset>
          <div className="field">
            <label htmlFor="lead-note" className="field__label">
              Note
            </label>
            <textarea id="lead-note" name="note" rows={4} maxLength={2000} required className="input" />
          </div>
          <p>
            <button type="submit" className="button button--primary">
              Save note
            </button>
          </p>
        </Form>
      </div>

      <div className="lead-detail__forms">
        <LeadOwnerPanel csrf={csrf} owner={lead.owner} ownership={ownership} assignments={assignments} timeZone={timeZone} />
        <LeadTasksPanel csrf={csrf} tasks={tasks} timeZone={timeZone} refused={actionData && "task" in actionData ? actionData : undefined} />
      </div>

      <section className="panel" aria-labelledby="history-title">
        <h2 id="history-title">History</h2>
        {notes.length === 0 ? <p>No notes yet.</p> : <p className="timeline__meta">Your time: {timeZone}</p>}
        <ol className="timeline">
          {notes.map((note) => (
            <li key={note.id} className={`timeline__item timeline__item--${note.kind}`}>
              <p className="timeline__meta">
                <time dateTime={note.written.at}>{note.written.when}</time> · {note.author}
                {note.kind === "call" ? " · call" : note.kind === "email" ? " · e-mail" : ""}
              </p>
              <p className="timeline__body">{note.body}</p>
            </li>
          ))}
        </ol>
      </section>
    </article>
  );
}
