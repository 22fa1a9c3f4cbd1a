import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, useSearchParams, type MetaFunction } from "@remix-run/react";
import { FocusedNotice } from "~/features/staff/components/focused-notice";
import { ROLE_DESCRIPTIONS, ROLE_LABELS, STAFF_ROLES } from "~/features/staff/roles";
import { requireStaffPermission } from "~/features/staff/session.server";
import { loadStaffList } from "~/features/staff/staff-screens.server";
import { staffMeta } from "~/utils/staff-area";

export async function loader({ request }: LoaderFunctionArgs) {
  return loadStaffList(await requireStaffPermission(request, "staff"));
}

export const meta: MetaFunction = () => staffMeta("Staff accounts | Staff");

export default function StaffAccountsPage() {
  const { accounts, viewerId } = useLoaderData<typeof loader>();
  const [searchParams] = useSearchParams();
  const added = searchParams.get("added");
  return (
    <>
      <div className="admin__heading">
        <h1>Staff accounts</h1>
        <Link to="/admin/staff/new" className="button button--primary">
          Add staff member
        </Link>
      </div>
      {added ? <FocusedNotice>Added {added}. Pass the initial password on to them in person or by phone.</FocusedNotice> : null}
      <div className="table-wrap">
        <table className="leads-table">
          <caption className="visually-hidden">Staff accounts, active ones first</caption>
          <thead>
            <tr>
              <th scope="col">E-mail</th>
              <th scope="col">Name</th>
              <th scope="col">Role</th>
              <th scope="col">Status</th>
              <th scope="col">Last sign-in</th>
            </tr>
          </thead>
          <tbody>
            {accounts.map((account) => (
              <tr key={account.id}>
                <th scope="row">
                  <Link to={`/admin/staff/${account.id}`}>{account.email}</Link>
                  {account.id === viewerId ? <span className="leads-table__sub">You</span> : null}
                </th>
                <td>{account.name ?? "—"}</td>
                <td>{account.roleLabel}</td>
                <td>
                  <span className={`status status--${account.active ? "won" : "lost"}`}>
                    {account.active ? "Active" : "Deactivated"}
                  </span>
                </td>
                <td>{account.lastSignIn ?? "Never"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <section className="panel" aria-labelledby="roles-title">
        <h2 id="roles-title">What each role may use</h2>
        <dl>
          {STAFF_ROLES.map((role) => (
            <div key={role}>
              <dt>
                <strong>{ROLE_LABELS[role]}</strong>
              </dt>
              <dd>{ROLE_DESCRIPTIONS[role]}</dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  );
}
