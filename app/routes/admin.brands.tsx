import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import {
  Link,
  useActionData,
  useLoaderData,
  useRouteLoaderData,
  useSearchParams,
  type MetaFunction,
} from "@remix-run/react";
import { ConfirmDeleteForm } from "~/components/forms/confirm-delete-form";
import { FormAlert } from "~/components/forms/fields";
import { RowSwitchForm } from "~/components/forms/row-switch-form";
import { handleBrandsPost, loadBrandsScreen, type StaffBrand, BRANDS_FORM } from "~/features/branding/brand-admin.server";
import { brandPreviewPath, KIND_LABELS } from "~/features/branding/brand-form";
import { BrandEditor } from "~/features/branding/components/brand-editor";
import { safeLogoUrl } from "~/features/branding/logo-url";
import { requireStaffPermission } from "~/features/staff/session.server";
import { staffAreaHeaders, staffMeta } from "~/utils/staff-area";
import editorStyles from "~/styles/navigation-brands-admin.css";
import { endpointAction } from "~/utils/endpoint.server";
import type { loader as staffLayoutLoader } from "./admin";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: editorStyles }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaffPermission(request, "brands");
  return loadBrandsScreen(new URL(request.url));
}

export const action = /* @__PURE__ */ endpointAction(BRANDS_FORM, ({ request, caller }) => handleBrandsPost(request, caller));

export const headers = staffAreaHeaders;
export const meta: MetaFunction = () => staffMeta("Co-brands | Staff");

const NOTICES: Record<string, (name: string) => string> = {
  saved: (name) => `Saved “${name}”.`,
  added: (name) => `Added “${name}”.`,
  activated: (name) => `“${name}” is active: its co-branded links show its logo.`,
  deactivated: (name) => `“${name}” is deactivated: its links show the default logo.`,
  deleted: (name) => `Deleted “${name}”.`,
};

export default function BrandsAdmin() {
  const { clients, partners, editor: requested, allowedHosts } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const editor = actionData?.editor ?? requested;
  const csrf = useRouteLoaderData<typeof staffLayoutLoader>("routes/admin")?.csrf ?? "";
  const [searchParams] = useSearchParams();
  const notice = NOTICES[searchParams.get("done") ?? ""]?.(searchParams.get("name") ?? "");

  return (
    <>
      <div className="admin__heading">
        <h1>Co-brands</h1>
        <Link to="/admin/brands?new=partner" className="button button--primary">
          Add a co-brand
        </Link>
      </div>
      <p className="lead">
        A co-branded link (<code>/?client=…&amp;brand=…</code> or <code>/?partner=…&amp;brand=…</code>) shows the
        business’s logo beside ours and its name in the page title, for 24 hours. Changes show on the next page a
        visitor opens.
      </p>
      {notice ? (
        <p className="notice" role="status">
          {notice}
        </p>
      ) : null}
      {actionData?.alert && !editor ? <FormAlert messages={[actionData.alert]} /> : null}
      {editor ? (
        <>
          <BrandEditor
            key={`${editor.key ?? "new"}-${editor.version ?? 0}-${editor.values.kind}`}
            brandKey={editor.key}
            version={editor.version}
            values={editor.values}
            allowedHosts={allowedHosts}
            csrf={csrf}
            result={actionData?.result ?? undefined}
            alert={actionData?.alert ?? null}
          />
          {editor.key ? (
            <ConfirmDeleteForm
              id="delete-brand"
              title="Delete this co-brand"
              explanation="Its links then show the default logo. To keep it for later, deactivate it instead."
              confirmLabel={`Yes, delete “${editor.values.business_name}”`}
              buttonLabel="Delete co-brand"
              csrf={csrf}
              fields={{ key: editor.key, version: editor.version ?? "" }}
            />
          ) : null}
          <p>
            <Link to="/admin/brands">Close the editor</Link>
          </p>
        </>
      ) : null}
      <BrandTable title="Partner co-brands" brands={partners} csrf={csrf} allowedHosts={allowedHosts} />
      <BrandTable title="Client co-brands" brands={clients} csrf={csrf} allowedHosts={allowedHosts} />
    </>
  );
}

function BrandTable({
  title,
  brands,
  csrf,
  allowedHosts,
}: {
  title: string;
  brands: StaffBrand[];
  csrf: string;
  allowedHosts: string[];
}) {
  const kind = brands[0]?.kind;
  return (
    <section aria-label={title}>
      <h2>{title}</h2>
      {brands.length === 0 ? <p>None yet.</p> : null}
      {brands.length > 0 && kind ? (
        <div className="table-wrap">
          <table className="brand-admin__table">
            <thead>
              <tr>
                <th scope="col">{KIND_LABELS[kind]} id</th>
                <th scope="col">Business</th>
                <th scope="col">Logo</th>
                <th scope="col">Status</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {brands.map((brand) => {
                const logo = safeLogoUrl(brand.logoUrl, allowedHosts);
                const key = `${brand.kind}:${brand.rowId}`;
                return (
                  <tr key={key}>
                    <td>{brand.brandId}</td>
                    <th scope="row">{brand.businessName}</th>
                    <td>
                      {logo ? (
                        <img
                          src={logo}
                          alt={brand.logoAltText || `${brand.businessName} logo`}
                          className="brand-admin__logo"
                        />
                      ) : brand.logoUrl ? (
                        "Refused: not a safe logo address"
                      ) : (
                        "None"
                      )}
                    </td>
                    <td>{brand.active ? "Active" : "Deactivated"}</td>
                    <td>
                      <div className="nav-admin__buttons">
                        <Link
                          to={`/admin/brands?edit=${key}`}
                          className="button button--ghost nav-admin__button"
                          aria-label={`Edit ${brand.businessName}`}
                        >
                          Edit
                        </Link>
                        <Link
                          to={brandPreviewPath(brand.kind, brand.brandId, brand.businessName)}
                          className="button button--ghost nav-admin__button"
                          aria-label={`Preview ${brand.businessName}`}
                        >
                          Preview
                        </Link>
                        <RowSwitchForm
                          csrf={csrf}
                          fields={{ key, version: brand.version }}
                          intent={brand.active ? "deactivate" : "activate"}
                          label={brand.active ? "Deactivate" : "Activate"}
                          rowName={brand.businessName}
                          className="nav-admin__inline"
                          buttonClassName="button button--ghost nav-admin__button"
                        />
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
