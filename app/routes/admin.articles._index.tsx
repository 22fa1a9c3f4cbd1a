import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, useSearchParams, type MetaFunction } from "@remix-run/react";
import { listArticlesForStaff } from "~/features/articles/article-admin.server";
import { COVER_HEIGHT, COVER_WIDTH } from "~/features/articles/cover";
import { StatusBadge } from "~/features/content-editing/components/editor-parts";
import { contentEditorLinks } from "~/features/content-editing/editor-routes";
import { requireStaffPermission } from "~/features/staff/session.server";
import { formatDateTimeInZone, formatLongDate } from "~/utils/format";
import { staffMeta } from "~/utils/staff-area";

export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireStaffPermission(request, "content");
  return { articles: await listArticlesForStaff(), timeZone: staff.timeZone };
}

export const links = contentEditorLinks;
export const meta: MetaFunction = () => staffMeta("Articles | Staff");

export default function StaffArticles() {
  const { articles, timeZone } = useLoaderData<typeof loader>();
  const [searchParams] = useSearchParams();
  const deleted = searchParams.get("deleted");
  return (
    <>
      <div className="admin__heading">
        <h1>Articles</h1>
        <Link to="/admin/articles/new" className="button button--primary">
          New article
        </Link>
      </div>
      {deleted ? (
        <p className="notice" role="status">
          Deleted “{deleted}”.
        </p>
      ) : null}
      <div className="table-wrap">
        <table className="content-table">
          <caption>Every article, newest publish date first</caption>
          <thead>
            <tr>
              <th scope="col">Title</th>
              <th scope="col">Cover</th>
              <th scope="col">Slug</th>
              <th scope="col">Status</th>
              <th scope="col">Publish date</th>
              <th scope="col">Last change</th>
            </tr>
          </thead>
          <tbody>
            {articles.map((article) => (
              <tr key={article.id}>
                <th scope="row">
                  <Link to={`/admin/articles/${article.id}`}>{article.title}</Link>
                </th>
                <td>
                  {article.coverImage ? (
                    <img
                      src={article.coverImage}
                      alt={article.coverAlt ?? ""}
                      width={COVER_WIDTH}
                      height={COVER_HEIGHT}
                      className="content-table__cover"
                      loading="lazy"
                    />
                  ) : (
                    "—"
                  )}
                </td>
                <td>
                  <code>{article.slug}</code>
                </td>
                <td>
                  <StatusBadge status={article.status} label={article.statusLabel} />
                </td>
                <td>{formatLongDate(article.publishDate)}</td>
                <td>{formatDateTimeInZone(new Date(article.lastChange), timeZone)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
