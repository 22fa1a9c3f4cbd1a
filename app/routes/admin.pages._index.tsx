import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, type MetaFunction } from "@remix-run/react";
import { ContentListHeading, StatusBadge } from "~/features/content-editing/components/editor-parts";
import { contentEditorLinks } from "~/features/content-editing/editor-routes";
import { listPagesForStaff } from "~/features/database-pages/page-admin.server";
import { requireStaffPermission } from "~/features/staff/session.server";
import { formatDateTimeInZone } from "~/utils/format";
import { staffMeta } from "~/utils/staff-area";

export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireStaffPermission(request, "content");
  return { pages: await listPagesForStaff(), timeZone: staff.timeZone };
}

export const links = contentEditorLinks;
export const meta: MetaFunction = () => staffMeta("Pages | Staff");

export default function StaffPages() {
  const { pages, timeZone } = useLoaderData<typeof loader>();
  return (
    <>
      <ContentListHeading title="Pages" newPath="/admin/pages/new" newLabel="New page">
        <p>Pages kept here answer at /{"{slug}"}, for any address no other page of the site uses.</p>
      </ContentListHeading>
      <div className="table-wrap">
        <table className="content-table">
          <caption>Every database page, by address</caption>
          <thead>
            <tr>
              <th scope="col">Title</th>
              <th scope="col">Address</th>
              <th scope="col">Status</th>
              <th scope="col">Search engines</th>
              <th scope="col">Last change</th>
            </tr>
          </thead>
          <tbody>
            {pages.map((page) => (
              <tr key={page.id}>
                <th scope="row">
                  <Link to={`/admin/pages/${page.id}`}>{page.title}</Link>
                </th>
                <td>
                  <code>/{page.slug}</code>
                </td>
                <td>
                  <StatusBadge status={page.status} label={page.statusLabel} />
                </td>
                <td>{page.noindex ? "Hidden (noindex)" : "Indexed"}</td>
                <td>{formatDateTimeInZone(new Date(page.lastChange), timeZone)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
