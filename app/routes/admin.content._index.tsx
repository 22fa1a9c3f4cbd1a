import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData, type MetaFunction } from "@remix-run/react";
import { FilterSelect } from "~/components/forms/filter-select";
import { contentEditorLinks } from "~/features/content-editing/editor-routes";
import { SITE_PAGE_FAMILIES, SITE_PAGE_STATUSES } from "~/features/page-edits/site-pages";
import { homePageLine } from "~/features/home/home-edits.server";
import { loadSitePages } from "~/features/page-edits/site-pages.server";
import { requireStaffPermission } from "~/features/staff/session.server";
import { staffMeta } from "~/utils/staff-area";

export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireStaffPermission(request, "content");
  return loadSitePages(staff, new URL(request.url), [await homePageLine(staff)]);
}

export const links = contentEditorLinks;
export const meta: MetaFunction = () => staffMeta("All pages | Staff");


/** /admin/content: every page of the site, with its family and status, each linking to its editor. */
export default function SitePages() {
  const { lines, total, filters } = useLoaderData<typeof loader>();
  return (
    <>
      <div className="admin__heading">
        <h1>All pages</h1>
      </div>
      <p>
        The product, industry and guide pages ship with the site; an edit published here wins over the shipped version until
        you go back to it. Database pages and articles open in their own editors.
      </p>
      <Form method="get" className="filters" role="search" aria-label="Filter pages">
        <FilterSelect id="filter-family" name="family" label="Family" anyLabel="All families" value={filters.family} options={SITE_PAGE_FAMILIES} />
        <FilterSelect id="filter-status" name="status" label="Status" anyLabel="Any status" value={filters.status} options={SITE_PAGE_STATUSES} />
        <div className="field">
          <label htmlFor="filter-q" className="field__label">
            Title or address
          </label>
          <input id="filter-q" name="q" type="search" defaultValue={filters.q} className="input" />
        </div>
        <div className="filters__actions">
          <button type="submit" className="button button--primary">
            Filter
          </button>
          {filters.family || filters.status || filters.q ? (
            <Link to="/admin/content" className="button button--ghost">
              Show all
            </Link>
          ) : null}
        </div>
      </Form>
      <div className="table-wrap">
        <table className="content-table">
          <caption>
            {lines.length === total ? `Every page of the site (${total})` : `${lines.length} of ${total} pages`}
          </caption>
          <thead>
            <tr>
              <th scope="col">Title</th>
              <th scope="col">Address</th>
              <th scope="col">Family</th>
              <th scope="col">Status</th>
              <th scope="col">Last change</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={`${line.family}:${line.path}`}>
                <th scope="row">
                  <Link to={line.editPath}>{line.title}</Link>
                </th>
                <td>
                  <code>{line.path}</code>
                </td>
                <td>{line.familyLabel}</td>
                <td>
                  <span className={`status status--${line.status}`}>{line.statusLabel}</span>
                  {line.shippedChanged ? <span className="status status--scheduled">Shipped version changed</span> : null}
                </td>
                <td>{line.lastChange ?? "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
