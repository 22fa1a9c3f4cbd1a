import { Form, NavLink, useRouteError, useRouteLoaderData } from "@remix-run/react";
import { ErrorPageBody } from "~/components/ui/error-page-body";
import type { ReactNode } from "react";
import analyticsStyles from "~/styles/analytics.css";

/** The staff bar's layout for several links lives with the dashboards' styles. */
export const STAFF_FRAME_STYLES = [{ rel: "stylesheet", href: analyticsStyles }];

export interface StaffFrameProps {
  staff: { name: string | null; email: string };
  csrf: string;
  /** The links the member's role may open (staffNavigationFor): never one that answers 403. */
  navigation: readonly { to: string; label: string }[];
  children: ReactNode;
}

/**
 * The frame of every back-office page (/admin, /lightbox-config, /lightbox): one staff bar
 * with the links the role may use and Sign out, so no staff screen offers another set.
 */
export function StaffFrame({ staff, csrf, navigation, children }: StaffFrameProps) {
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
      <div className="container admin__content">{children}</div>
    </div>
  );
}

/**
 * The error boundary of a staff layout (`routeId` is the layout's route id): an error in
 * a staff page shows inside the staff frame, with the bar and Sign out. When the layout's
 * own loader failed (signed out, the database unreachable) there is no frame to show, and
 * the page says only what went wrong.
 */
export function StaffErrorBoundary({ routeId }: { routeId: string }) {
  const error = useRouteError();
  const frame = useRouteLoaderData<Omit<StaffFrameProps, "children">>(routeId);
  if (!frame) return <ErrorPageBody error={error} />;
  return (
    <StaffFrame {...frame}>
      <ErrorPageBody error={error} />
    </StaffFrame>
  );
}
