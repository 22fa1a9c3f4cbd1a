import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useRouteLoaderData, useSearchParams, type MetaFunction } from "@remix-run/react";
import { AddPartnerForm } from "~/features/partners/components/partner-forms";
import { ReferralCountCells, ReferralCountHeadings } from "~/features/partners/components/referral-counts";
import { handlePartnerListPost, loadPartnerList, PARTNER_LIST_FORM } from "~/features/partners/partner-pages.server";
import { requireStaffPermission } from "~/features/staff/session.server";
import partnersStyles from "~/styles/partners.css";
import { formatNumber } from "~/utils/format";
import { staffMeta } from "~/utils/staff-area";
import { endpointAction } from "~/utils/endpoint.server";
import type { loader as adminLoader } from "./admin";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: partnersStyles }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaffPermission(request, "partners");
  return loadPartnerList();
}

export const action = /* @__PURE__ */ endpointAction(PARTNER_LIST_FORM, ({ request, caller }) => handlePartnerListPost(request, caller));

export const meta: MetaFunction = () => staffMeta("Partners | Staff");

export default function PartnersPage() {
  const { partners } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const csrf = useRouteLoaderData<typeof adminLoader>("routes/admin")?.csrf ?? "";
  const [searchParams] = useSearchParams();
  const deleted = searchParams.get("deleted");
  return (
    <>
      <div className="admin__heading">
        <h1>Partners</h1>
        <Link to="/admin/referrals" className="button button--ghost">
          Referrals report
        </Link>
      </div>
      {deleted ? (
        <p className="notice" role="status">
          Deleted “{deleted}” and its links. Their clicks and conversions stay in the referrals report.
        </p>
      ) : null}
      <p className="partner-note">
        Figures are all time and counted under the link codes of each partner&apos;s links. Conversions are leads stored on this
        site under a referral.
      </p>
      <div className="table-wrap">
        <table className="data-table partners-table">
          <caption className="visually-hidden">Referral partners with their links, clicks, leads and conversions</caption>
          <thead>
            <tr>
              <th scope="col">Partner</th>
              <th scope="col">Ref</th>
              <th scope="col">Status</th>
              <th scope="col">Links</th>
              <ReferralCountHeadings />
            </tr>
          </thead>
          <tbody>
            {partners.map((partner) => (
              <tr key={partner.id}>
                <th scope="row">
                  <Link to={`/admin/partners/${partner.id}`}>{partner.name}</Link>
                </th>
                <td className="partner-code">{partner.ref}</td>
                <td>
                  <span className={`status partner-status--${partner.active ? "active" : "inactive"}`}>
                    {partner.active ? "Active" : "Inactive"}
                  </span>
                </td>
                <td>{formatNumber(partner.links)}</td>
                <ReferralCountCells counts={partner} />
              </tr>
            ))}
            {partners.length === 0 ? (
              <tr>
                <td colSpan={7}>No partners yet: add the first one below.</td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
      <AddPartnerForm csrf={csrf} actionData={actionData} />
    </>
  );
}
