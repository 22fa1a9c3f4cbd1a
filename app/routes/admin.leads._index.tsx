import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData, type MetaFunction } from "@remix-run/react";
import { LeadReferralText } from "~/features/leads/components/lead-referral-text";
import { loadInbox } from "~/features/leads/inbox.server";
import { DueBadgeView } from "~/features/leads/components/due-badge-view";
import { MeetingLine } from "~/features/leads/components/meeting-line";
import { filtersToQuery, LEAD_DUE_FILTERS, LEAD_OWNER_FILTERS, LEAD_SORTS, LEAD_VIEWS } from "~/features/lead-store/lead-filters";
import { LEAD_STATUSES, LEAD_TYPES } from "~/features/lead-store/lead-types";
import { requireStaffPermission } from "~/features/staff/session.server";
import { FilterSelect } from "~/components/forms/filter-select";
import { ContactValue } from "~/components/ui/contact-value";
import { staffMeta } from "~/utils/staff-area";

export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireStaffPermission(request, "leads");
  return loadInbox(new URL(request.url).searchParams, staff);
}

export const meta: MetaFunction = () => staffMeta("Leads | Staff");

export default function LeadsInbox() {
  const { leads, filters, total, pages, timeZone, counts, upcoming, choices } = useLoaderData<typeof loader>();
  const asOptions = (values: string[]) => values.map((value) => ({ value, label: value }));
  return (
    <>
      <div className="admin__heading">
        <h1>Leads</h1>
        <a className="button button--ghost" href={`/admin/leads.csv${filtersToQuery(filters)}`} download>
          Export CSV
        </a>
      </div>
      <nav className="lead-views" aria-label="Views">
        <ul>
          {LEAD_VIEWS.map((view) => (
            <li key={view.label}>
              <Link to={`/admin/leads${view.query}`} aria-current={filtersToQuery(filters) === view.query ? "page" : undefined}>
                {view.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {upcoming.length > 0 ? (
        <section className="upcoming-meetings" aria-labelledby="upcoming-meetings-title">
          <h2 id="upcoming-meetings-title">Your upcoming meetings</h2>
          <ul className="upcoming-meetings__list">
            {upcoming.map((meeting) => (
              <MeetingLine key={meeting.leadId} meeting={meeting} />
            ))}
          </ul>
        </section>
      ) : null}
      <div className="table-wrap">
        <table className="lead-counts">
          <caption>New leads by type</caption>
          <thead>
            <tr>
              <th scope="col">Type</th>
              <th scope="col">Last 7 days</th>
              <th scope="col">Last 30 days</th>
            </tr>
          </thead>
          <tbody>
            {counts.map((row) => (
              <tr key={row.type}>
                <th scope="row">
                  <Link to={`/admin/leads?type=${row.type}`}>{row.label}</Link>
                </th>
                <td>{row.last7}</td>
                <td>{row.last30}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Form method="get" className="filters" role="search" aria-label="Filter leads">
        <div className="field">
          <label htmlFor="filter-q" className="field__label">
            Search
          </label>
          <input id="filter-q" name="q" type="search" defaultValue={filters.q} className="input" placeholder="Name, business, e-mail, phone or reference" />
        </div>
        <FilterSelect id="filter-status" name="status" label="Status" value={filters.status} anyLabel="Any status" options={LEAD_STATUSES} />
        <FilterSelect id="filter-type" name="type" label="Type" value={filters.type} anyLabel="Any type" options={LEAD_TYPES} />
        <FilterSelect id="filter-owner" name="owner" label="Owner" value={filters.owner} anyLabel="Anyone" options={LEAD_OWNER_FILTERS} />
        <FilterSelect id="filter-due" name="due" label="Due" value={filters.due} anyLabel="Any time" options={LEAD_DUE_FILTERS} />
        <FilterSelect id="filter-source" name="source" label="Source" value={filters.source} anyLabel="Any source" options={asOptions(choices.sources)} />
        <FilterSelect id="filter-campaign" name="campaign" label="Campaign" value={filters.campaign} anyLabel="Any campaign" options={asOptions(choices.campaigns)} />
        <FilterSelect id="filter-sort" name="sort" label="Order" value={filters.sort} anyLabel="Newest first" options={LEAD_SORTS} />
        <div className="field">
          <label htmlFor="filter-from" className="field__label">
            From
          </label>
          <input id="filter-from" name="from" type="date" defaultValue={filters.from ?? ""} className="input" />
        </div>
        <div className="field">
          <label htmlFor="filter-to" className="field__label">
            To
          </label>
          <input id="filter-to" name="to" type="date" defaultValue={filters.to ?? ""} className="input" />
        </div>
        <div className="filters__actions">
          <button type="submit" className="button button--primary">
            Apply
          </button>
          <Link to="/admin/leads" className="button button--ghost">
            Clear
          </Link>
        </div>
      </Form>

      <p className="admin__count" aria-live="polite">
        {total} lead{total === 1 ? "" : "s"}
      </p>
      <div className="table-wrap">
        <table className="leads-table">
          <caption className="visually-hidden">Leads, {LEAD_SORTS.find((sort) => sort.value === filters.sort)?.label.toLowerCase() ?? "newest first"}</caption>
          <thead>
            <tr>
              <th scope="col">Received (your time: {timeZone})</th>
              <th scope="col">Reference</th>
              <th scope="col">Name</th>
              <th scope="col">Type</th>
              <th scope="col">Status</th>
              <th scope="col">Owner</th>
              <th scope="col">Due (your time)</th>
              <th scope="col">First source</th>
              <th scope="col">Contact</th>
              <th scope="col">Meeting or preferred slot (your time: {timeZone})</th>
            </tr>
          </thead>
          <tbody>
            {leads.map((lead) => (
              <tr key={lead.id}>
                <td>
                  <time dateTime={lead.received.at}>{lead.received.when}</time>
                </td>
                <td className="lead-reference">{lead.reference}</td>
                <th scope="row">
                  <Link to={`/admin/leads/${lead.id}`}>{lead.fullName}</Link>
                  {lead.businessName ? <span className="leads-table__sub">{lead.businessName}</span> : null}
                </th>
                <td>
                  {lead.typeLabel}
                  {lead.referral ? (
                    <span className="leads-table__sub">
                      Referral: <LeadReferralText referral={lead.referral} />
                    </span>
                  ) : null}
                </td>
                <td>
                  <span className={`status status--${lead.status}`}>{lead.statusLabel}</span>
                </td>
                <td>{lead.owner ?? "Unassigned"}</td>
                <td>
                  <DueBadgeView badge={lead.badge} />
                </td>
                <td>{lead.firstSource ?? "—"}</td>
                <td>
                  {lead.email ? <ContactValue value={lead.email} kind="email" /> : null}
                  {lead.phone ? (
                    <span className="leads-table__sub">
                      <ContactValue value={lead.phone} kind="phone" />
                    </span>
                  ) : null}
                </td>
                <td>
                  {lead.meeting ? (
                    <>
                      {lead.meeting.status === "booked" ? "Booked: " : "Cancelled: "}
                      {lead.meeting.when}
                    </>
                  ) : lead.slot ? (
                    <>
                      {lead.slot.visitor}
                      <span className="leads-table__sub">{lead.slot.staff}</span>
                    </>
                  ) : (
                    "—"
                  )}
                </td>
              </tr>
            ))}
            {leads.length === 0 ? (
              <tr>
                <td colSpan={10}>No leads match these filters.</td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
      {pages > 1 ? (
        <nav className="pagination" aria-label="Lead pages">
          {filters.page > 1 ? <Link to={filtersToQuery(filters, { page: String(filters.page - 1) })}>← Newer</Link> : <span />}
          <span>
            Page {filters.page} of {pages}
          </span>
          {filters.page < pages ? <Link to={filtersToQuery(filters, { page: String(filters.page + 1) })}>Older →</Link> : <span />}
        </nav>
      ) : null}
    </>
  );
}
