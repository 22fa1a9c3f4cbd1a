import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { data, redirect } from "@remix-run/node";
import { and, asc, eq, ne } from "drizzle-orm";
import type { AppDatabase } from "#db/open";
import { clientBrandings, partnerBrandings } from "#db/schema";
import { recordAudit } from "~/features/audit/audit-log.server";
import { describeChanges, withChanges } from "~/features/audit/describe-changes";
import type { StaffMember } from "~/features/staff/session.server";
import { MAX_IMAGE_BYTES } from "~/features/uploads/image-upload";
import {
  IMAGE_TOO_LARGE,
  deleteUploadedFile,
  IMAGE_FORM_BODY,
  readImageForm,
  storeUploadedImage,
} from "~/features/uploads/upload-store.server";
import { holdUploadReferences, releaseUpload } from "~/features/uploads/upload-references.server";
import { requireValidCsrf } from "~/utils/csrf.server";
import { getDb, inTransaction } from "~/utils/db.server";
import { notFound } from "~/utils/http.server";
import { changedFields, parseVersion, staleEditMessage, StaleEditError, type FieldLabels } from "~/utils/stale-edit";
import { allowedLogoHosts } from "./branding.server";
import type { BrandingKind } from "./branding-request";
import { brandFormSchemaAskingHosts, NEW_BRAND_VALUES, type BrandFormValues } from "./brand-form";
import { staffForm } from "~/features/staff/staff-endpoint.server";
import { answersOf } from "~/utils/endpoint.server";

/**
 * POST /admin/brands: a client's or partner's co-branding, with an optional logo. The
 * co-brand form's schema (a save) reads the allowed logo hosts (LOGO_HOSTS) as it checks.
 */
export const BRANDS_FORM = staffForm("brands", answersOf(brandFormSchemaAskingHosts(allowedLogoHosts)), IMAGE_FORM_BODY);

/**
 * The co-brands screen (/admin/brands): client and partner co-brands side by side. The
 * branding lookup (branding.server.ts) reads the table on every co-branded request and
 * keeps no copy, and co-branded pages are never publicly cached, so a save shows at once.
 */
const TABLES = { client: clientBrandings, partner: partnerBrandings } as const;

type BrandTable = (typeof TABLES)[BrandingKind];

function idColumn(kind: BrandingKind) {
  return kind === "client" ? clientBrandings.clientId : partnerBrandings.partnerId;
}

export interface StaffBrand {
  kind: BrandingKind;
  rowId: number;
  brandId: string;
  businessName: string;
  logoUrl: string | null;
  logoAltText: string | null;
  active: boolean;
  version: number;
  updatedAt: number | null;
}

async function listKind(kind: BrandingKind, db: AppDatabase = getDb()): Promise<StaffBrand[]> {
  const table: BrandTable = TABLES[kind];
  const rows = await db.select().from(table).orderBy(asc(table.id));
  return rows.map((row) => ({
    kind,
    rowId: row.id,
    brandId: "clientId" in row ? row.clientId : row.partnerId,
    businessName: row.businessName,
    logoUrl: row.logoUrl,
    logoAltText: row.logoAltText,
    active: row.active,
    version: row.version,
    updatedAt: row.updatedAt,
  }));
}

async function findBrand(kind: BrandingKind, rowId: number, db: AppDatabase = getDb()): Promise<StaffBrand | null> {
  return (await listKind(kind, db)).find((brand) => brand.rowId === rowId) ?? null;
}

export function valuesOf(brand: StaffBrand): BrandFormValues {
  return {
    kind: brand.kind,
    brand_id: brand.brandId,
    business_name: brand.businessName,
    logo_url: brand.logoUrl ?? "",
    logo_alt_text: brand.logoAltText ?? "",
    active: brand.active,
  };
}

/** `client:12` or `partner:3`: a row of one of the two tables. */
function parseBrandKey(value: unknown): { kind: BrandingKind; rowId: number } | null {
  const match = typeof value === "string" ? /^(client|partner):(\d{1,9})$/.exec(value) : null;
  return match ? { kind: match[1] as BrandingKind, rowId: Number(match[2]) } : null;
}

export interface BrandEditor {
  key: string | null;
  version: number | null;
  values: BrandFormValues;
}

/** Both lists, and the co-brand being edited (`?edit=partner:3`) or added (`?new=client`). */
export async function loadBrandsScreen(url: URL) {
  const [clients, partners] = await Promise.all([listKind("client"), listKind("partner")]);
  let editor: BrandEditor | null = null;
  const edit = url.searchParams.get("edit");
  if (edit !== null) {
    const key = parseBrandKey(edit);
    const brand = key
      ? [...clients, ...partners].find((candidate) => candidate.kind === key.kind && candidate.rowId === key.rowId)
      : undefined;
    if (!brand) throw notFound("There is no such co-brand: it may have been deleted.");
    editor = { key: edit, version: brand.version, values: valuesOf(brand) };
  } else if (url.searchParams.has("new")) {
    const kind = url.searchParams.get("new") === "client" ? "client" : "partner";
    editor = { key: null, version: null, values: { ...NEW_BRAND_VALUES, kind } };
  }
  return { clients, partners, editor, allowedHosts: allowedLogoHosts() };
}

export interface BrandActionData {
  result: SubmissionResult<string[]> | null;
  alert: string | null;
  /** The editor a refused save re-renders (typed values come from `result`); after a 409, made from the row as it is now. */
  editor: BrandEditor | null;
}

const reply = (body: Partial<BrandActionData>, status: number) =>
  data<BrandActionData>({ result: null, alert: null, editor: null, ...body }, { status });

const editorFor = (brand: StaffBrand | null, version: number | null, kind: BrandingKind): BrandEditor =>
  brand
    ? { key: `${brand.kind}:${brand.rowId}`, version: version ?? brand.version, values: valuesOf(brand) }
    : { key: null, version: null, values: { ...NEW_BRAND_VALUES, kind } };

const LABELS: FieldLabels<BrandFormValues> = {
  brand_id: "Id",
  business_name: "Business name",
  logo_url: "Logo",
  logo_alt_text: "Logo alt text",
  active: "Active",
};

function staleMessage(formData: FormData, current: StaffBrand): string {
  const base: Record<string, unknown> = {};
  for (const field of Object.keys(LABELS)) {
    const value = formData.get(`base_${field}`);
    if (typeof value === "string") base[field] = field === "active" ? value === "true" : value;
  }
  return staleEditMessage(
    changedFields(
      base,
      valuesOf(current) as unknown as Record<string, unknown>,
      LABELS as FieldLabels<Record<string, unknown>>
    )
  );
}

const done = (notice: string, name: string) => redirect(`/admin/brands?${new URLSearchParams({ done: notice, name })}`);

/** Every form of /admin/brands: save (add or edit, with a logo upload), activate, deactivate, delete. */
export async function handleBrandsPost(request: Request, staff: StaffMember) {
  const formData = await readImageForm(request, BRANDS_FORM, "logo_file");
  await requireValidCsrf(request, formData);
  const actor = { id: staff.id, email: staff.email };
  const intent = formData.get("intent");
  try {
    if (intent === "save") return await save(formData, actor);
    if (intent === "activate" || intent === "deactivate")
      return await setActive(formData, actor, intent === "activate");
    if (intent === "delete") return await remove(formData, actor);
  } catch (error) {
    if (error instanceof StaleEditError) return reply({ alert: error.message }, 409);
    throw error;
  }
  throw new Response("Unknown form action.", { status: 400 });
}

type Actor = { id: number; email: string };

async function save(formData: FormData, actor: Actor) {
  const keyField = formData.get("key");
  const key = keyField === null || keyField === "" ? null : parseBrandKey(keyField);
  if (keyField !== null && keyField !== "" && !key) throw new Response("Unknown co-brand.", { status: 400 });
  const version = key ? parseVersion(formData.get("version")) : null;
  if (key && version === null) throw new Response("The form is missing the co-brand's version.", { status: 400 });
  const existing = key ? await findBrand(key.kind, key.rowId) : null;
  if (key && !existing) throw notFound("There is no such co-brand: it may have been deleted.");

  const file = formData.get("logo_file");
  formData.delete("logo_file");
  // An existing co-brand keeps its kind: the form shows it but does not send it as a choice.
  if (existing) formData.set("kind", existing.kind);
  const submission = parseWithZod(formData, { schema: BRANDS_FORM.answers.schemas.answers });
  const editor = editorFor(existing, version, formData.get("kind") === "client" ? "client" : "partner");
  if (file === IMAGE_TOO_LARGE) {
    return reply(
      {
        result: submission.reply({
          fieldErrors: { logo_file: [`Logos are limited to ${MAX_IMAGE_BYTES / 1024 / 1024} MB`] },
        }),
        editor,
      },
      400
    );
  }
  if (submission.status !== "success") return reply({ result: submission.reply(), editor }, 400);
  const input = submission.value;
  const kind = input.kind;
  const table: BrandTable = TABLES[kind];

  const [clash] = await getDb()
    .select({ id: table.id })
    .from(table)
    .where(and(eq(idColumn(kind), input.brand_id), existing ? ne(table.id, existing.rowId) : undefined))
    .limit(1);
  if (clash) {
    return reply(
      {
        result: submission.reply({
          fieldErrors: { brand_id: [`A ${kind} co-brand with the id ${input.brand_id} already exists`] },
        }),
        editor,
      },
      400
    );
  }

  let logoUrl = input.logo_url || null;
  let uploaded: string | null = null;
  if (file instanceof File) {
    const stored = await storeUploadedImage(file, "logo", { uploadedBy: actor.id });
    if (!stored.ok)
      return reply({ result: submission.reply({ fieldErrors: { logo_file: [stored.message] } }), editor }, 400);
    uploaded = stored.path;
    logoUrl = stored.path;
  }
  const values = {
    businessName: input.business_name,
    logoUrl,
    logoAltText: input.logo_alt_text || null,
    active: input.active === true,
    updatedAt: Date.now(),
  };
  const idValue = kind === "client" ? { clientId: input.brand_id } : { partnerId: input.brand_id };

  try {
    await inTransaction(async (tx) => {
      await holdUploadReferences(tx, values);
      if (existing && version !== null) {
        const before = await findBrand(existing.kind, existing.rowId, tx);
        if (!before) throw new StaleEditError("Not saved: this co-brand was deleted after you opened it.");
        const [updated] = await tx
          .update(table)
          .set({ ...values, ...idValue, version: before.version + 1 })
          .where(and(eq(table.id, before.rowId), eq(table.version, version)))
          .returning({ id: table.id });
        if (!updated) throw new StaleEditError(staleMessage(formData, before));
        await recordAudit(
          actor,
          {
            action: "update",
            entityType: "brand",
            entityId: `${kind}:${before.rowId}`,
            summary: withChanges(
              `Edited ${kind} co-brand “${values.businessName}” (${input.brand_id})`,
              describeChanges(before, values, { labels: { logoUrl: "logo" } })
            ),
          },
          tx
        );
        if (before.logoUrl !== logoUrl) await releaseUpload(tx, before.logoUrl, logoOwner(actor, before));
        return;
      }
      const [created] = await tx
        .insert(table)
        .values({ ...values, ...idValue } as typeof table.$inferInsert)
        .returning({ id: table.id });
      if (!created) throw new Error("the co-brand was not inserted");
      await recordAudit(
        actor,
        {
          action: "create",
          entityType: "brand",
          entityId: `${kind}:${created.id}`,
          summary: `Added ${kind} co-brand “${values.businessName}” (${input.brand_id})`,
        },
        tx
      );
    });
  } catch (error) {
    // Nothing refers to an upload whose save failed.
    await deleteUploadedFile(uploaded);
    if (error instanceof StaleEditError) {
      const now = existing ? await findBrand(existing.kind, existing.rowId) : null;
      return reply(
        { result: submission.reply(), alert: error.message, editor: now ? editorFor(now, null, now.kind) : null },
        409
      );
    }
    throw error;
  }
  return done(existing ? "saved" : "added", values.businessName);
}

/** A co-brand as the owner of its logo, for `releaseUpload`. */
const logoOwner = (actor: Actor, brand: StaffBrand) => ({
  actor,
  entityType: "brand" as const,
  entityId: `${brand.kind}:${brand.rowId}`,
  role: `the logo of ${brand.kind} co-brand “${brand.businessName}”`,
});

function rowOf(formData: FormData) {
  const key = parseBrandKey(formData.get("key"));
  const version = parseVersion(formData.get("version"));
  if (!key || version === null) throw new Response("The form is missing the co-brand or its version.", { status: 400 });
  return { ...key, version };
}

async function setActive(formData: FormData, actor: Actor, active: boolean) {
  const { kind, rowId, version } = rowOf(formData);
  const table: BrandTable = TABLES[kind];
  const name = await inTransaction(async (tx) => {
    const before = await findBrand(kind, rowId, tx);
    if (!before) throw new StaleEditError("Not saved: this co-brand was deleted after you opened the page.");
    const [updated] = await tx
      .update(table)
      .set({ active, version: before.version + 1, updatedAt: Date.now() })
      .where(and(eq(table.id, rowId), eq(table.version, version)))
      .returning({ id: table.id });
    if (!updated) {
      throw new StaleEditError(
        staleEditMessage(changedFields({ active: !active }, { active: before.active }, { active: "Active" }))
      );
    }
    await recordAudit(
      actor,
      {
        action: active ? "activate" : "deactivate",
        entityType: "brand",
        entityId: `${kind}:${rowId}`,
        summary: `${active ? "Activated" : "Deactivated"} ${kind} co-brand “${before.businessName}” (${
          before.brandId
        })`,
      },
      tx
    );
    return before.businessName;
  });
  return done(active ? "activated" : "deactivated", name);
}

async function remove(formData: FormData, actor: Actor) {
  const { kind, rowId, version } = rowOf(formData);
  if (formData.get("confirm") !== "on")
    return reply({ alert: "Tick the box to confirm: the co-brand will be deleted." }, 400);
  const table: BrandTable = TABLES[kind];
  const before = await inTransaction(async (tx) => {
    const row = await findBrand(kind, rowId, tx);
    if (!row) throw new StaleEditError("Not deleted: this co-brand was already deleted.");
    if (row.version !== version) throw new StaleEditError(staleEditMessage([]).replace("Not saved", "Not deleted"));
    await tx.delete(table).where(and(eq(table.id, rowId), eq(table.version, version)));
    await recordAudit(
      actor,
      {
        action: "delete",
        entityType: "brand",
        entityId: `${kind}:${rowId}`,
        summary: `Deleted ${kind} co-brand “${row.businessName}” (${row.brandId})`,
      },
      tx
    );
    await releaseUpload(tx, row.logoUrl, logoOwner(actor, row));
    return row;
  });
  return done("deleted", before.businessName);
}
