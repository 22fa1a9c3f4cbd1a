import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useRouteLoaderData, useSearchParams, type MetaFunction } from "@remix-run/react";
import { FormAlert } from "~/components/forms/fields";
import { LinkBuilder, LinkCard, PartnerEditForm } from "~/features/partners/components/partner-forms";
import { ReferralCountCells, ReferralCountHeadings } from "~/features/partners/components/referral-counts";
import { handlePartnerPagePost, loadPartnerPage, PARTNER_PAGE_FORM } from "~/features/partners/partner-pages.server";
import { requireStaffPermission } from "~/features/staff/session.server";
import partnersStyles from "~/styles/partners.css";
import { formatNumber } from "~/utils/format";
import { staffMeta } from "~/utils/staff-area";
import { endpointAction } from "~/utils/endpoint.server";
import type { loader as adminLoader } from "./admin";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: partnersStyles }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStaffPermission(request, "partners");
  return loadPartnerPage(request, params.id);
}

export const action = /* @__PURE__ */ endpointAction(PARTNER_PAGE_FORM, ({ request, params, caller }) => handlePartnerPagePost(request, caller, params.id));

export const meta: MetaFunction<typeof loader> = ({ data }) => staffMeta(data ? `${data.partner.name} | Partners` : "Partner | Staff");

const NOTICES: Record<string, string> = {
  added: "Partner added. Build its first referral link below.",
  saved: "Saved.",
  activated: "Reactivated: links can be built again.",
  deactivated: "Deactivated: no new links can be built. Its links keep counting.",
  "link-deleted": "Link deleted. Its clicks and conversions stay in the referrals report.",
};

export default function PartnerPage() {
  const { partner, values, links, origin } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const csrf = useRouteLoaderData<typeof adminLoader>("routes/admin")?.csrf ?? "";
  const [searchParams] = useSearchParams();
  const built = Number(searchParams.get("built"));
  const notice = Object.keys(NOTICES).find((key) => searchParams.get(key) === "1");
  const builtLink = links.find((link) => link.id === built);
  return (
    <>
      <p>
        <Link to="/admin/partners">← All partners</Link>
      </p>
      <div className="admin__heading">
        <h1>{partner.name}</h1>
        <span className={`status partner-status--${partner.active ? "active" : "inactive"}`}>
          {partner.active ? "Active" : "Inactive"}
        </span>
      </div>
      <p className="partner-note">
        Ref <span className="partner-code">{partner.ref}</span> · {formatNumber(links.length)} link{links.length === 1 ? "" : "s"}
      </p>
      {notice ? (
        <p className="notice" role="status">
          {NOTICES[notice]}
        </p>
      ) : null}
      {builtLink ? (
        <p className="notice" role="status">
          Link built: {builtLink.linkCode}. Copy its tracking URL or download its QR code below.
        </p>
      ) : null}

      <section aria-labelledby="links-title" className="partner-links">
        <h2 id="links-title">Links</h2>
        <div className="table-wrap">
          <table className="data-table partners-table">
            <caption className="visually-hidden">Clicks, leads and conversions per link of {partner.name}, all time</caption>
            <thead>
              <tr>
                <th scope="col">Link</th>
                <th scope="col">Landing page</th>
                <ReferralCountHeadings />
              </tr>
            </thead>
            <tbody>
              {links.map((link) => (
                <tr key={link.id}>
                  <th scope="row">
                    <a href={`#link-${link.id}`}>{link.label || link.code}</a>
                    <span className="data-table__sub partner-code">{link.linkCode}</span>
                  </th>
                  <td>{link.landingPath}</td>
                  <ReferralCountCells counts={link} />
                </tr>
              ))}
              {links.length === 0 ? (
                <tr>
                  <td colSpan={5}>No links yet: build one below.</td>
                </tr>
              ) : null}
            </tbody>
          </table>
        </div>
        {links.map((link) => (
          <LinkCard
            key={link.id}
            csrf={csrf}
            link={link}
            open={link.id === built || (actionData?.form === "delete-link" && actionData.linkId === link.id)}
            alert={actionData?.form === "delete-link" && actionData.linkId === link.id ? actionData.alert : null}
          />
        ))}
      </section>

      <LinkBuilder
        // A new link (or one fewer) starts the builder afresh; a refused one keeps what was typed.
        key={`builder-${links.length}`}
        csrf={csrf}
        partnerRef={partner.ref}
        origin={origin}
        active={partner.active}
        actionData={actionData?.form === "link" ? actionData : undefined}
      />

      <PartnerEditForm
        key={`details-${partner.version}`}
        csrf={csrf}
        version={partner.version}
        values={values}
        actionData={actionData?.form === "edit" ? actionData : undefined}
      />

      <Form method="post" className="panel" aria-labelledby="status-title">
        <h2 id="status-title">{partner.active ? "Deactivate" : "Reactivate"}</h2>
        <p>
          {partner.active
            ? "A deactivated partner keeps its links, and they keep counting clicks and leads; no new links can be built for it."
            : "Reactivating lets staff build links for this partner again."}
        </p>
        <input type="hidden" name="csrf" value={csrf} />
        <button type="submit" name="intent" value={partner.active ? "deactivate" : "activate"} className="button button--ghost">
          {partner.active ? "Deactivate partner" : "Reactivate partner"}
        </button>
      </Form>

      <Form method="post" className="panel" aria-labelledby="delete-title">
        <h2 id="delete-title">Delete this partner</h2>
        <p>
          Its {formatNumber(links.length)} link{links.length === 1 ? " is" : "s are"} deleted with it. The clicks, leads and
          conversions counted under their link codes stay in the referrals report, and the URLs already handed out keep counting
          there. To keep the partner and its figures here, deactivate it instead.
        </p>
        <input type="hidden" name="csrf" value={csrf} />
        {actionData?.form === "delete" ? <FormAlert messages={[actionData.alert]} /> : null}
        <div className="checkbox">
          <input id="confirm-delete" name="confirm" type="checkbox" required />
          <label htmlFor="confirm-delete">Yes, delete {partner.name} and its links</label>
        </div>
        <p>
          <button type="submit" name="intent" value="delete" className="button partner-danger">
            Delete partner
          </button>
        </p>
      </Form>
    </>
  );
}
