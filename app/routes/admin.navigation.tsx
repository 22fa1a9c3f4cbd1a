import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import {
  Link,
  useActionData,
  useLoaderData,
  useRouteLoaderData,
  useSearchParams,
  type MetaFunction,
} from "@remix-run/react";
import { useEffect, useState } from "react";
import { ConfirmDeleteForm } from "~/components/forms/confirm-delete-form";
import { FormAlert } from "~/components/forms/fields";
import { HeaderMenusPreview } from "~/features/layout/components/site-header";
import { ItemEditor } from "~/features/navigation/components/item-editor";
import { SectionList } from "~/features/navigation/components/section-list";
import { MENU_LABELS } from "~/features/navigation/group-navigation";
import { staffSections } from "~/features/navigation/item-form";
import { handleNavigationPost, loadNavigationEditor, NAVIGATION_FORM } from "~/features/navigation/navigation-admin.server";
import type { MenuName } from "~/features/navigation/types";
import { requireStaffPermission } from "~/features/staff/session.server";
import { staffAreaHeaders, staffMeta } from "~/utils/staff-area";
import editorStyles from "~/styles/navigation-brands-admin.css";
import { endpointAction } from "~/utils/endpoint.server";
import type { loader as staffLayoutLoader } from "./admin";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: editorStyles }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaffPermission(request, "navigation");
  return loadNavigationEditor(new URL(request.url));
}

export const action = /* @__PURE__ */ endpointAction(NAVIGATION_FORM, ({ request, caller }) => handleNavigationPost(request, caller));

export const headers = staffAreaHeaders;
export const meta: MetaFunction = () => staffMeta("Navigation | Staff");

const NOTICES: Record<string, (title: string) => string> = {
  saved: () => "Saved.",
  added: () => "Added.",
  moved: (title) => `Moved “${title}”.`,
  hidden: (title) => `“${title}” is hidden: visitors no longer see it.`,
  shown: (title) => `“${title}” is shown again.`,
  deleted: (title) => `Deleted “${title}”.`,
};

export default function NavigationAdmin() {
  const loaded = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const rows = loaded.rows;
  const editor = actionData?.editor ?? loaded.editor;
  const csrf = useRouteLoaderData<typeof staffLayoutLoader>("routes/admin")?.csrf ?? "";
  const [searchParams] = useSearchParams();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const [kind = "", ...title] = (searchParams.get("done") ?? "").split(":");
  const notice = NOTICES[kind]?.(title.join(":"));
  const { menus, unknown } = staffSections(rows);
  const childrenOf = (row: (typeof rows)[number]) => rows.filter((child) => child.parentId === row.id);

  return (
    <>
      <div className="admin__heading">
        <h1>Navigation</h1>
        <Link to="/admin/navigation?new" className="button button--primary">
          Add an item
        </Link>
      </div>
      <p className="lead">
        The Solutions, Industries and Partner with Us menus of the header, the mobile menu pages and{" "}
        <code>GET /api/navigation</code>. Visitors see changes within about a minute: this server shows them at once,
        other app processes refresh their menus within 30 seconds and cached pages within 60 seconds.
      </p>
      {notice ? (
        <p className="notice" role="status">
          {notice}
        </p>
      ) : null}
      {actionData?.alert && !editor ? <FormAlert messages={[actionData.alert]} /> : null}
      {editor ? (
        <>
          <ItemEditor
            key={`${editor.id ?? "new"}-${editor.version ?? 0}`}
            {...editor}
            rows={rows}
            csrf={csrf}
            result={actionData?.result ?? undefined}
            alert={actionData?.alert ?? null}
            serverPreview={actionData?.preview ?? null}
            renderPreview={(menus) => <HeaderMenusPreview menus={menus} idPrefix="preview-" />}
          />
          {editor.id !== null ? (
            <ConfirmDeleteForm
              id="delete-item"
              title="Delete this item"
              explanation="Items under it are deleted with it. To keep it for later, hide it instead."
              confirmLabel={`Yes, delete “${editor.values.title}”`}
              buttonLabel="Delete item"
              csrf={csrf}
              fields={{ id: editor.id, version: editor.version ?? "" }}
            />
          ) : null}
          <p>
            <Link to="/admin/navigation">Close the editor</Link>
          </p>
        </>
      ) : null}
      {(Object.keys(menus) as MenuName[]).map((menu) => (
        <section key={menu} className="nav-admin__menu" aria-labelledby={`menu-admin-${menu}`}>
          <h2 id={`menu-admin-${menu}`}>{MENU_LABELS[menu]}</h2>
          {menus[menu].map((section) => (
            <div key={section.key} className="nav-admin__section">
              <h3>
                {section.title}{" "}
                <Link
                  to={`/admin/navigation?new&section=${section.sectionType}${
                    section.parentId === null ? "" : `&parent=${section.parentId}`
                  }`}
                  className="nav-admin__add"
                  aria-label={`Add an item to ${section.title}`}
                >
                  Add an item
                </Link>
              </h3>
              <SectionList
                label={section.title}
                rows={section.items.map((item) => item.row)}
                childrenOf={childrenOf}
                csrf={csrf}
                hydrated={hydrated}
              />
            </div>
          ))}
        </section>
      ))}
      {unknown.length > 0 ? (
        <section className="nav-admin__menu" aria-labelledby="menu-admin-unknown">
          <h2 id="menu-admin-unknown">In no menu</h2>
          <p>These items have a section type no menu shows: edit them to choose a section, or delete them.</p>
          <SectionList
            label="In no menu"
            rows={unknown}
            childrenOf={childrenOf}
            csrf={csrf}
            hydrated={hydrated}
            movable={false}
          />
        </section>
      ) : null}
    </>
  );
}
