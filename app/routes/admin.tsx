import { data, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, NavLink, Outlet, useLoaderData, type MetaFunction } from "@remix-run/react";
import { staffNavigationFor } from "~/features/staff/roles";
import { requireStaffPage } from "~/features/staff/session.server";
import { commitCsrfToken } from "~/utils/csrf.server";
import { staffAreaHandle, staffAreaHeaders, staffMeta } from "~/utils/staff-area";
import analyticsStyles from "~/styles/analytics.css";

// The staff bar's layout for several links lives with the dashboards' styles.
export const links: LinksFunction = () => [{ rel: "stylesheet", href: analyticsStyles }];

/** The staff area: every page below needs a signed-in staff member; the bar shows what the role may use. */
export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireStaffPage(request);
  const [csrf, cookie] = await commitCsrfToken(request);
  return data({ staff, csrf, navigation: staffNavigationFor(staff.role) }, cookie ? { headers: { "Set-Cookie": cookie } } : undefined);
}

export const headers = staffAreaHeaders;
export const handle = staffAreaHandle;

export const meta: MetaFunction = () => staffMeta("Staff");

export default function StaffLayout() {
  const { staff, csrf, navigation } = useLoaderData<typeof loader>();
  return (
    <div className="admin">
      <div className="admin__bar">
        <div className="container admin__bar-inner">
          <nav aria-label="Staff" className="admin__nav">
            {navigation.map((entry) => (
              <NavLink key={entry.to} to={entry.to} className="admin__link">
                {entry.label}
              </NavLink>
            ))}
          </nav>
          <div className="admin__who">
            <span>{staff.name ?? staff.email}</span>
            <NavLink to="/admin/account" className="admin__link">
              Your account
            </NavLink>
            <Form method="post" action="/admin/logout">
              <input type="hidden" name="csrf" value={csrf} />
              <button type="submit" className="button button--ghost">
                Sign out
              </button>
            </Form>
          </div>
        </div>
      </div>
      <div className="container admin__content">
        <Outlet />
      </div>
    </div>
  );
}
