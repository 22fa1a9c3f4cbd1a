import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, type MetaFunction } from "@remix-run/react";
import { listArticlesForStaff } from "~/features/articles/article-admin.server";
import { ArticleCover } from "~/features/articles/components/article-cover";
import { ContentListHeading, StatusBadge } from "~/features/content-editing/components/editor-parts";
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
  return (
    <>
      <ContentListHeading title="Articles" newPath="/admin/articles/new" newLabel="New article" />
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
                    <ArticleCover image={article.coverImage} alt={article.coverAlt} className="content-table__cover" loading="lazy" />
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
