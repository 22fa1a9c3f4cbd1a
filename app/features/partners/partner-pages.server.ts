import { data, redirect } from "@remix-run/node";
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { StaffMember } from "~/features/staff/session.server";
import { notFound } from "~/utils/http.server";
import { siteOrigin } from "~/utils/origin.server";
import { changedFields, parseVersion, staleEditMessage, type FieldLabels } from "~/utils/stale-edit";
import {
  linkBuilderSchema,
  linkValuesFrom,
  newPartnerSchema,
  partnerEditSchema,
  partnerLinkCode,
  PARTNER_MESSAGES,
  qrFileName,
  shareUrl,
  trackingUrl,
} from "./partner-rules";
import {
  createPartner,
  createPartnerLink,
  deletePartner,
  deletePartnerLink,
  getPartner,
  getPartnerLink,
  listPartnerLinks,
  listPartners,
  parseId,
  setPartnerActive,
  updatePartner,
  type PartnerRow,
} from "./partners.server";
import { qrCodeDownload } from "./qr-code.server";
import { readEndpointForm } from "~/utils/endpoint.server";
import { staffForm } from "~/features/staff/staff-endpoint.server";

/** What the partner screens' loaders and actions do; the routes only call these (decision 042). */

const badRequest = (message: string) => new Response(message, { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });

/** POST /admin/partners: add a partner. */
export const PARTNER_LIST_FORM = staffForm("partners", { schemas: { add: newPartnerSchema } });

/**
 * POST /admin/partners/{id}: change, switch off or delete a partner, build or delete its
 * links. The details and the link builder have schemas; the version, ids and confirmations are read by hand.
 */
export const PARTNER_PAGE_FORM = staffForm("partners", {
  schemas: { save: partnerEditSchema, "build-link": linkBuilderSchema, "preview-link": linkBuilderSchema },
});

/* /admin/partners ---------------------------------------------------------------------- */

export async function loadPartnerList() {
  return { partners: await listPartners() };
}

export interface AddPartnerActionData {
  result: SubmissionResult<string[]>;
}

/** Adds a partner from the list page's form, then opens its page (post/redirect/get). */
export async function handlePartnerListPost(request: Request, staff: StaffMember) {
  const formData = await readEndpointForm(request, PARTNER_LIST_FORM);
  if (formData.get("intent") !== "add") throw badRequest("Unknown form action.");
  const submission = parseWithZod(formData, { schema: PARTNER_LIST_FORM.answers.schemas.add });
  if (submission.status !== "success") return data<AddPartnerActionData>({ result: submission.reply() }, { status: 400 });
  const { name, ref, contact_email, notes } = submission.value;
  const created = await createPartner(staff, { name, ref, contactEmail: contact_email ?? null, notes: notes ?? "" });
  if (!created.ok) {
    return data<AddPartnerActionData>({ result: submission.reply({ fieldErrors: { [created.field]: [created.message] } }) }, { status: 409 });
  }
  return redirect(`/admin/partners/${created.partner.id}?added=1`);
}

/* /admin/partners/{id} ----------------------------------------------------------------- */

/** The edit form's values, as its inputs hold them (also the hidden copies a stale save is compared with). */
export type PartnerFormValues = {
  name: string;
  contact_email: string;
  notes: string;
};

const formValuesOf = (partner: PartnerRow): PartnerFormValues => ({
  name: partner.name,
  contact_email: partner.contactEmail ?? "",
  notes: partner.notes,
});

const EDIT_LABELS: FieldLabels<PartnerFormValues> = { name: "Name", contact_email: "Contact e-mail", notes: "Notes" };

export interface LinkView {
  id: number;
  label: string;
  linkCode: string;
  code: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  landingPath: string;
  createdAt: number;
  trackingUrl: string;
  shareUrl: string | null;
  qrPath: string;
  clicks: number;
  leads: number;
  conversions: number;
}

export async function loadPartnerPage(request: Request, idParam: string | undefined) {
  const id = parseId(idParam);
  const partner = id ? await getPartner(id) : null;
  if (!partner) throw notFound();
  const origin = siteOrigin(request);
  const links: LinkView[] = (await listPartnerLinks(partner.id)).map((link) => ({
    id: link.id,
    label: link.label,
    linkCode: link.linkCode,
    code: link.code,
    utmSource: link.utmSource,
    utmMedium: link.utmMedium,
    utmCampaign: link.utmCampaign,
    landingPath: link.landingPath,
    createdAt: link.createdAt,
    trackingUrl: trackingUrl(origin, partner.ref, link),
    shareUrl: shareUrl(origin, partner.ref, link),
    qrPath: `/admin/partners/${partner.id}/links/${link.id}/qr.svg`,
    clicks: link.clicks,
    leads: link.leads,
    conversions: link.conversions,
  }));
  return {
    partner: {
      id: partner.id,
      name: partner.name,
      ref: partner.ref,
      active: partner.active,
      version: partner.version,
      createdAt: partner.createdAt,
    },
    values: formValuesOf(partner),
    links,
    origin,
  };
}

/** What the partner page's forms get back when they are shown again (a refusal, or a link preview without JavaScript). */
export type PartnerPageActionData =
  | { form: "edit"; result: SubmissionResult<string[]>; stale: { version: number; values: PartnerFormValues } | null }
  | { form: "link"; result: SubmissionResult<string[]>; preview: { linkCode: string; trackingUrl: string; shareUrl: string | null } | null }
  | { form: "delete" | "delete-link"; alert: string; linkId?: number };

const reply = (body: PartnerPageActionData, status: number) => data<PartnerPageActionData>(body, { status });

export async function handlePartnerPagePost(request: Request, staff: StaffMember, idParam: string | undefined) {
  const id = parseId(idParam);
  const partner = id ? await getPartner(id) : null;
  if (!partner) throw notFound();
  const formData = await readEndpointForm(request, PARTNER_PAGE_FORM);
  const intent = formData.get("intent");
  const page = `/admin/partners/${partner.id}`;

  switch (intent) {
    case "save": {
      const version = parseVersion(formData.get("version"));
      if (version === null) throw badRequest("The form is missing its version: reload the page and try again.");
      const submission = parseWithZod(formData, { schema: PARTNER_PAGE_FORM.answers.schemas.save });
      if (submission.status !== "success") return reply({ form: "edit", result: submission.reply(), stale: null }, 400);
      const { name, contact_email, notes } = submission.value;
      const outcome = await updatePartner(staff, partner.id, version, { name, contactEmail: contact_email ?? null, notes: notes ?? "" });
      if (outcome === "missing") throw notFound();
      if (outcome === "stale") {
        const current = (await getPartner(partner.id)) ?? partner;
        const base: Partial<PartnerFormValues> = {};
        for (const field of Object.keys(EDIT_LABELS) as (keyof PartnerFormValues)[]) {
          const copy = formData.get(`base_${field}`);
          if (typeof copy === "string") base[field] = copy;
        }
        const message = staleEditMessage(changedFields(base, formValuesOf(current), EDIT_LABELS));
        return reply(
          { form: "edit", result: submission.reply({ formErrors: [message] }), stale: { version: current.version, values: formValuesOf(current) } },
          409,
        );
      }
      return redirect(`${page}?saved=1`);
    }
    case "activate":
    case "deactivate": {
      if (!(await setPartnerActive(staff, partner.id, intent === "activate"))) throw notFound();
      return redirect(`${page}?${intent}d=1`);
    }
    case "delete": {
      if (formData.get("confirm") !== "on") {
        return reply({ form: "delete", alert: "Tick the box to confirm that the partner and its links are deleted." }, 400);
      }
      const deleted = await deletePartner(staff, partner.id);
      if (!deleted) throw notFound();
      return redirect(`/admin/partners?deleted=${encodeURIComponent(deleted.name)}`);
    }
    case "build-link":
    case "preview-link": {
      const submission = parseWithZod(formData, { schema: PARTNER_PAGE_FORM.answers.schemas[intent] });
      if (submission.status !== "success") return reply({ form: "link", result: submission.reply(), preview: null }, 400);
      const values = linkValuesFrom(submission.value);
      const linkCode = partnerLinkCode(partner.ref, values);
      if (!linkCode) {
        return reply({ form: "link", result: submission.reply({ fieldErrors: { code: [PARTNER_MESSAGES.linkCodeTooLong] } }), preview: null }, 400);
      }
      if (intent === "preview-link") {
        const origin = siteOrigin(request);
        const preview = { linkCode, trackingUrl: trackingUrl(origin, partner.ref, values), shareUrl: shareUrl(origin, partner.ref, values) };
        return reply({ form: "link", result: submission.reply(), preview }, 200);
      }
      if (!partner.active) {
        return reply({ form: "link", result: submission.reply({ formErrors: [PARTNER_MESSAGES.inactive] }), preview: null }, 409);
      }
      const created = await createPartnerLink(staff, partner, values);
      if (!created.ok) {
        return reply({ form: "link", result: submission.reply({ fieldErrors: { [created.field]: [created.message] } }), preview: null }, 409);
      }
      return redirect(`${page}?built=${created.link.id}#link-${created.link.id}`);
    }
    case "delete-link": {
      const linkId = parseId(formData.get("link_id"));
      if (linkId === null) throw badRequest("Choose a link of this partner.");
      // Another partner's link, or none: not found, before asking to confirm a form the page does not show.
      if (!(await getPartnerLink(partner.id, linkId))) throw notFound();
      if (formData.get("confirm") !== "on") {
        return reply({ form: "delete-link", linkId, alert: "Tick the box to confirm that this link is deleted." }, 400);
      }
      if (!(await deletePartnerLink(staff, partner.id, linkId))) throw notFound();
      return redirect(`${page}?link-deleted=1`);
    }
    default:
      throw badRequest("Unknown form action.");
  }
}

/* /admin/partners/{id}/links/{linkId}/qr.svg ------------------------------------------- */

/** The QR code of a link's tracking URL, as an SVG download (404 for a link of another partner). */
export async function partnerLinkQrCode(request: Request, idParam: string | undefined, linkIdParam: string | undefined) {
  const id = parseId(idParam);
  const linkId = parseId(linkIdParam);
  const partner = id ? await getPartner(id) : null;
  const link = partner && linkId ? await getPartnerLink(partner.id, linkId) : null;
  if (!partner || !link) throw notFound();
  return qrCodeDownload(trackingUrl(siteOrigin(request), partner.ref, link), qrFileName(link.linkCode));
}
