import { useLocation } from "@remix-run/react";
import { SiteLink } from "~/components/ui/site-link";
import { errorPageCopy, reloadPath } from "~/utils/error-page";

/**
 * What an error page says (app/utils/error-page.ts) and where it offers to go next. The
 * root's boundary shows it in the site's frame, a staff layout's boundary in the staff
 * frame, so a member who hits an error keeps the staff bar and Sign out.
 */
export function ErrorPageBody({ error }: { error: unknown }) {
  const location = useLocation();
  const copy = errorPageCopy(error);
  if (copy.status >= 500) console.error(error);
  const detail =
    copy.status >= 500 && process.env.NODE_ENV === "development" && error instanceof Error ? error.message : null;
  const here = reloadPath(location.pathname, location.search);

  return (
    <section className="error-page container" aria-labelledby="error-title">
      <p className="eyebrow">Error {copy.status}</p>
      <h1 id="error-title" data-error-page={copy.status}>
        {copy.title}
      </h1>
      <p className="lead">{copy.message}</p>
      {detail ? <pre className="error-page__detail">{detail}</pre> : null}
      <div className="button-row">
        {copy.action === "sign-in" ? (
          <SiteLink to={`/admin/login?redirectTo=${encodeURIComponent(here)}`} className="button button--primary">
            Sign in
          </SiteLink>
        ) : null}
        {copy.action === "retry" ? (
          <SiteLink to={here} className="button button--primary">
            Reload the page
          </SiteLink>
        ) : null}
        <SiteLink to="/" className={copy.action === "home" ? "button button--primary" : "button button--ghost"}>
          Go to the home page
        </SiteLink>
        {copy.action === "home" ? (
          <SiteLink to="/consult" className="button button--ghost">
            Request a Consultation
          </SiteLink>
        ) : null}
      </div>
    </section>
  );
}
