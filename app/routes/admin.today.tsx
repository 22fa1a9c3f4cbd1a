import type { LoaderFunctionArgs } from "@remix-run/node";
import type { ReactNode } from "react";
import { Link, useLoaderData, type MetaFunction } from "@remix-run/react";
import { DueBadgeView } from "~/features/leads/components/due-badge-view";
import { MeetingLine } from "~/features/leads/components/meeting-line";
import type { RepDayWork } from "~/features/leads/rep-day";
import { loadRepDay } from "~/features/leads/rep-day.server";
import { requireStaffPermission } from "~/features/staff/session.server";
import { staffMeta } from "~/utils/staff-area";

export async function loader({ request }: LoaderFunctionArgs) {
  return loadRepDay(await requireStaffPermission(request, "leads"));
}

export const meta: MetaFunction = () => staffMeta("My day | Staff");

function WorkList({ id, title, items, empty }: { id: string; title: string; items: RepDayWork[]; empty: ReactNode }) {
  return (
    <section className="panel" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {items.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <ul className="rep-day__list">
          {items.map((item) => (
            <li key={item.key}>
              <DueBadgeView badge={item.badge} /> {item.what} ·{" "}
              <Link to={`/admin/leads/${item.leadId}`}>{item.leadName}</Link>
              {item.businessName ? `, ${item.businessName}` : ""}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export default function RepDay() {
  const { today, timeZone, meetings, overdue, dueToday } = useLoaderData<typeof loader>();
  return (
    <>
      <div className="admin__heading">
        <h1>My day</h1>
      </div>
      <p>
        {today}, your time ({timeZone}). Your meetings, then what is overdue and what is due today on the leads you own.
      </p>
      <section className="panel" aria-labelledby="meetings-title">
        <h2 id="meetings-title">Meetings today</h2>
        {meetings.length === 0 ? (
          <p>
            No meetings today. Consultations booked with you show here; your hours are on the <Link to="/admin/availability">availability</Link> page.
          </p>
        ) : (
          <ul className="rep-day__list">
            {meetings.map((meeting) => (
              <MeetingLine key={meeting.at} meeting={meeting} />
            ))}
          </ul>
        )}
      </section>
      <WorkList id="overdue-title" title="Overdue" items={overdue} empty="Nothing overdue. Well done." />
      <WorkList
        id="due-today-title"
        title="Due today"
        items={dueToday}
        empty={
          <>
            Nothing else is due today. Claim a lead from the <Link to="/admin/leads?owner=unassigned">unassigned leads</Link>, or add a task on a lead
            to be reminded of it here.
          </>
        }
      />
    </>
  );
}
