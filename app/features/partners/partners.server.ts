import { and, asc, count, eq, inArray, sql, type SQL } from "drizzle-orm";
import {
  leads,
  referralClicks,
  referralConversions,
  referralLinks,
  referralPartners,
  type ReferralLinkRow,
  type ReferralPartnerRow,
} from "#db/schema";
import { recordAudit, type AuditActor } from "~/features/audit/audit-log.server";
import { holdUploadReferences } from "~/features/uploads/upload-references.server";
import { getDb, inTransaction } from "~/utils/db.server";
import {
  partnerFigures,
  partnerLinkCode,
  PARTNER_MESSAGES,
  type FiguresByLinkCode,
  type LinkFigures,
  type LinkValues,
  type PartnerFigures,
} from "./partner-rules";

/** Database access for referral partners and their links (decision 042); every change writes the audit log in its transaction. */

export type PartnerRow = ReferralPartnerRow;
export type LinkRow = ReferralLinkRow;

/** An id from the URL or a form, or null. */
export function parseId(value: unknown): number | null {
  if (typeof value !== "string" || !/^[1-9]\d{0,8}$/.test(value)) return null;
  return Number(value);
}

/* Figures ------------------------------------------------------------------------------ */

/**
 * Clicks, leads and conversions (from stored leads only, decision 029) per link code of
 * the partners' links, all time; `partnerId` narrows it to one partner's links. Each is
 * matched through referral_links.link_code, so the history of a deleted link stays in
 * the tables (and in the referrals report) but is no longer anyone's here.
 */
async function figuresByLinkCode(partnerId?: number): Promise<FiguresByLinkCode> {
  const ofPartner = partnerId === undefined ? undefined : eq(referralLinks.partnerId, partnerId);
  const db = getDb();
  const [clicks, leadRows, conversions] = await Promise.all([
    db
      .select({ linkCode: referralLinks.linkCode, n: count() })
      .from(referralClicks)
      .innerJoin(referralLinks, eq(referralLinks.linkCode, referralClicks.linkCode))
      .where(ofPartner)
      .groupBy(referralLinks.linkCode),
    db
      .select({ linkCode: referralLinks.linkCode, n: count() })
      .from(leads)
      .innerJoin(referralLinks, eq(referralLinks.linkCode, leads.linkCode))
      .where(ofPartner)
      .groupBy(referralLinks.linkCode),
    db
      .select({ linkCode: referralLinks.linkCode, n: count() })
      .from(referralConversions)
      .innerJoin(referralLinks, eq(referralLinks.linkCode, referralConversions.linkCode))
      .where(and(eq(referralConversions.source, "lead"), ofPartner) as SQL)
      .groupBy(referralLinks.linkCode),
  ]);
  const figures = new Map<string, Partial<LinkFigures>>();
  const add = (rows: { linkCode: string; n: number }[], key: keyof LinkFigures) => {
    for (const row of rows) figures.set(row.linkCode, { ...figures.get(row.linkCode), [key]: Number(row.n) });
  };
  add(clicks, "clicks");
  add(leadRows, "leads");
  add(conversions, "conversions");
  return figures;
}

export interface PartnerListItem extends PartnerFigures {
  id: number;
  name: string;
  ref: string;
  active: boolean;
}

/** Every partner, by name, with its links count and the clicks, leads and conversions of its links. */
export async function listPartners(): Promise<PartnerListItem[]> {
  const db = getDb();
  const [partners, links, counts] = await Promise.all([
    db.select().from(referralPartners).orderBy(asc(referralPartners.name), asc(referralPartners.id)),
    db.select({ partnerId: referralLinks.partnerId, linkCode: referralLinks.linkCode }).from(referralLinks),
    figuresByLinkCode(),
  ]);
  const totals = partnerFigures(
    partners.map((partner) => partner.id),
    links,
    counts,
  );
  return partners.map((partner) => ({
    id: partner.id,
    name: partner.name,
    ref: partner.ref,
    active: partner.active,
    ...(totals.get(partner.id) ?? { links: 0, clicks: 0, leads: 0, conversions: 0 }),
  }));
}

export async function getPartner(id: number): Promise<PartnerRow | null> {
  const [row] = await getDb().select().from(referralPartners).where(eq(referralPartners.id, id)).limit(1);
  return row ?? null;
}

export type LinkWithFigures = LinkRow & LinkFigures;

/** A partner's links, newest first, each with what was counted under its link code. */
export async function listPartnerLinks(partnerId: number): Promise<LinkWithFigures[]> {
  const [links, counts] = await Promise.all([
    getDb()
      .select()
      .from(referralLinks)
      .where(eq(referralLinks.partnerId, partnerId))
      .orderBy(asc(referralLinks.id)),
    figuresByLinkCode(partnerId),
  ]);
  return links
    .map((link) => ({
      ...link,
      clicks: counts.get(link.linkCode)?.clicks ?? 0,
      leads: counts.get(link.linkCode)?.leads ?? 0,
      conversions: counts.get(link.linkCode)?.conversions ?? 0,
    }))
    .reverse();
}

export async function getPartnerLink(partnerId: number, linkId: number): Promise<LinkRow | null> {
  const [row] = await getDb()
    .select()
    .from(referralLinks)
    .where(and(eq(referralLinks.id, linkId), eq(referralLinks.partnerId, partnerId)))
    .limit(1);
  return row ?? null;
}

/** Whose referral link a link code is, as staff know it: the partner's name and the link's label ("" when it has none). */
export interface PartnerLinkName {
  partnerName: string;
  linkLabel: string;
}

/**
 * The partner and label of each of these link codes that is a partner's link (a code of a
 * deleted link, or one a visitor made up, is left out); without codes, of every link (an
 * export: staff make the links, so they stay few, while made-up codes are unbounded).
 */
export async function partnerLinkNames(linkCodes?: readonly string[]): Promise<Map<string, PartnerLinkName>> {
  const codes = linkCodes ? [...new Set(linkCodes)] : null;
  if (codes?.length === 0) return new Map();
  const rows = await getDb()
    .select({ linkCode: referralLinks.linkCode, partnerName: referralPartners.name, linkLabel: referralLinks.label })
    .from(referralLinks)
    .innerJoin(referralPartners, eq(referralPartners.id, referralLinks.partnerId))
    .where(codes ? inArray(referralLinks.linkCode, codes) : undefined);
  return new Map(rows.map(({ linkCode, partnerName, linkLabel }) => [linkCode, { partnerName, linkLabel }]));
}

/* Changes ------------------------------------------------------------------------------ */

export type Refusal = { ok: false; field: string; message: string };

export interface PartnerValues {
  name: string;
  contactEmail: string | null;
  notes: string;
}

/** Adds a partner; refused when the ref is taken. */
export function createPartner(
  actor: AuditActor,
  values: PartnerValues & { ref: string },
): Promise<{ ok: true; partner: PartnerRow } | Refusal> {
  return inTransaction(async (tx) => {
    const [taken] = await tx.select({ id: referralPartners.id }).from(referralPartners).where(eq(referralPartners.ref, values.ref)).limit(1);
    if (taken) return { ok: false, field: "ref", message: PARTNER_MESSAGES.refTaken };
    const [partner] = await tx.insert(referralPartners).values(values).returning();
    await recordAudit(
      actor,
      { action: "create", entityType: "partner", entityId: partner!.id, summary: `Added partner “${values.name}” (ref ${values.ref})` },
      tx,
    );
    return { ok: true, partner: partner! };
  });
}

/**
 * Saves a partner's fields if it is still at `version` (the version the form was made
 * from). "stale" means someone saved it in between: nothing was written.
 */
export function updatePartner(
  actor: AuditActor,
  id: number,
  version: number,
  values: PartnerValues,
): Promise<"saved" | "stale" | "missing"> {
  return inTransaction(async (tx) => {
    const updated = await tx
      .update(referralPartners)
      .set({ ...values, updatedAt: Date.now(), version: version + 1 })
      .where(and(eq(referralPartners.id, id), eq(referralPartners.version, version)))
      .returning({ id: referralPartners.id });
    if (updated.length === 0) {
      const [exists] = await tx.select({ id: referralPartners.id }).from(referralPartners).where(eq(referralPartners.id, id)).limit(1);
      return exists ? "stale" : "missing";
    }
    await recordAudit(actor, { action: "update", entityType: "partner", entityId: id, summary: `Edited partner “${values.name}”` }, tx);
    return "saved";
  });
}

/** Switches a partner on or off (its links keep counting either way; off only stops new links). */
export function setPartnerActive(actor: AuditActor, id: number, active: boolean): Promise<boolean> {
  return inTransaction(async (tx) => {
    const [changed] = await tx
      .update(referralPartners)
      .set({ active, updatedAt: Date.now(), version: sql`${referralPartners.version} + 1` })
      .where(eq(referralPartners.id, id))
      .returning({ name: referralPartners.name });
    if (!changed) return false;
    await recordAudit(
      actor,
      {
        action: active ? "activate" : "deactivate",
        entityType: "partner",
        entityId: id,
        summary: `${active ? "Reactivated" : "Deactivated"} partner “${changed.name}”`,
      },
      tx,
    );
    return true;
  });
}

/**
 * Deletes a partner and its links (the links belong to it). Their clicks, leads and
 * conversions stay, filed under the link codes, and the referrals report keeps showing
 * them. One audit line for the partner and one per link.
 */
export function deletePartner(actor: AuditActor, id: number): Promise<{ name: string; links: number } | null> {
  return inTransaction(async (tx) => {
    const [partner] = await tx.select().from(referralPartners).where(eq(referralPartners.id, id)).limit(1);
    if (!partner) return null;
    const links = await tx.select().from(referralLinks).where(eq(referralLinks.partnerId, id));
    await tx.delete(referralLinks).where(eq(referralLinks.partnerId, id));
    await tx.delete(referralPartners).where(eq(referralPartners.id, id));
    for (const link of links) {
      await recordAudit(
        actor,
        { action: "delete", entityType: "referral-link", entityId: link.id, summary: `Deleted link ${link.linkCode} with partner “${partner.name}”` },
        tx,
      );
    }
    await recordAudit(
      actor,
      {
        action: "delete",
        entityType: "partner",
        entityId: id,
        summary: `Deleted partner “${partner.name}” (ref ${partner.ref}) and its ${links.length} link${links.length === 1 ? "" : "s"}`,
      },
      tx,
    );
    return { name: partner.name, links: links.length };
  });
}

/**
 * Stores a link built for a partner under the link code its values make. Refused when
 * the code would be too long for the referral routes or is already taken by a link.
 */
export function createPartnerLink(
  actor: AuditActor,
  partner: Pick<PartnerRow, "id" | "ref" | "name">,
  values: LinkValues & { label: string },
): Promise<{ ok: true; link: LinkRow } | Refusal> {
  const linkCode = partnerLinkCode(partner.ref, values);
  if (!linkCode) return Promise.resolve({ ok: false, field: "code", message: PARTNER_MESSAGES.linkCodeTooLong });
  return inTransaction(async (tx) => {
    await holdUploadReferences(tx, values);
    const [taken] = await tx.select().from(referralLinks).where(eq(referralLinks.linkCode, linkCode)).limit(1);
    if (taken) {
      return {
        ok: false,
        field: "code",
        message: `These values make the link code ${linkCode}, which ${taken.label ? `the link “${taken.label}”` : "another link"} already uses: change the code or a utm value`,
      };
    }
    const [link] = await tx
      .insert(referralLinks)
      .values({ partnerId: partner.id, linkCode, ...values })
      .returning();
    await recordAudit(
      actor,
      { action: "create", entityType: "referral-link", entityId: link!.id, summary: `Built link ${linkCode} for partner “${partner.name}”` },
      tx,
    );
    return { ok: true, link: link! };
  });
}

/** Deletes a link; what was counted under its link code stays (the referrals report still shows it). */
export function deletePartnerLink(actor: AuditActor, partnerId: number, linkId: number): Promise<LinkRow | null> {
  return inTransaction(async (tx) => {
    const [link] = await tx
      .delete(referralLinks)
      .where(and(eq(referralLinks.id, linkId), eq(referralLinks.partnerId, partnerId)))
      .returning();
    if (!link) return null;
    await recordAudit(actor, { action: "delete", entityType: "referral-link", entityId: link.id, summary: `Deleted link ${link.linkCode}` }, tx);
    return link;
  });
}
