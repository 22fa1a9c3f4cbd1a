import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { data, redirect } from "@remix-run/node";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { AppDatabase } from "#db/open";
import { navigationItems, type NavigationItemRow } from "#db/schema";
import { recordAudit } from "~/features/audit/audit-log.server";
import { describeChanges, withChanges } from "~/features/audit/describe-changes";
import type { StaffMember } from "~/features/staff/session.server";
import { holdUploadReferences } from "~/features/uploads/upload-references.server";
import { getDb, inTransaction } from "~/utils/db.server";
import { notFound, MAX_FORM_BYTES } from "~/utils/http.server";
import { changedFields, parseVersion, staleEditMessage, StaleEditError, type FieldLabels } from "~/utils/stale-edit";
import { SECTION_TITLES } from "./group-navigation";
import {
  ITEM_MESSAGES,
  NEW_ITEM_VALUES,
  SECTION_TYPE_OPTIONS,
  formValuesOf,
  navigationItemSchema,
  previewMenus,
  rowFieldsOf,
  siblingRows,
  type ItemFormValues,
} from "./item-form";
import { clearNavigationCache } from "./navigation.server";
import { itemAnchor } from "./item-anchor";
import {
  moveBefore,
  moveOneStep,
  parseSnapshot,
  snapshotIsCurrent,
  sortOrdersFor,
  type SiblingSnapshot,
} from "./reorder";
import type { NavigationMenus } from "./types";
import { answersOf, readEndpointForm } from "~/utils/endpoint.server";
import { staffForm } from "~/features/staff/staff-endpoint.server";

/** POST /admin/navigation: the menus' sections and links; an item's save or preview is checked with its schema. */
export const NAVIGATION_FORM = staffForm("navigation", answersOf(navigationItemSchema), { maxBytes: MAX_FORM_BYTES });

const listRows = (db: AppDatabase = getDb()) =>
  db.select().from(navigationItems).orderBy(asc(navigationItems.sortOrder), asc(navigationItems.id));

export interface ItemEditor {
  id: number | null;
  version: number | null;
  values: ItemFormValues;
}

/** /admin/navigation: every item (hidden ones too) and the item being edited, from `?edit={id}` or `?new`. */
export async function loadNavigationEditor(url: URL) {
  const rows = await listRows();
  let editor: ItemEditor | null = null;
  const edit = url.searchParams.get("edit");
  if (edit !== null) {
    const row = /^\d{1,9}$/.test(edit) ? rows.find((candidate) => candidate.id === Number(edit)) : undefined;
    if (!row) throw notFound("There is no such navigation item: it may have been deleted.");
    editor = { id: row.id, version: row.version, values: formValuesOf(row) };
  } else if (url.searchParams.has("new")) {
    const section = url.searchParams.get("section");
    const known = SECTION_TYPE_OPTIONS.some((option) => option.value === section);
    // "Add an item" of a titled section (`&parent={id}`) puts the new item under it.
    const parentField = url.searchParams.get("parent") ?? "";
    const parent = /^\d{1,9}$/.test(parentField)
      ? rows.find((candidate) => candidate.id === Number(parentField) && candidate.parentId === null)
      : undefined;
    editor = {
      id: null,
      version: null,
      values: {
        ...NEW_ITEM_VALUES,
        section_type: parent?.sectionType ?? (known && section ? section : NEW_ITEM_VALUES.section_type),
        parent_id: parent ? String(parent.id) : "",
      },
    };
  }
  return { rows, editor };
}

export interface NavigationActionData {
  result: SubmissionResult<string[]> | null;
  /** "Preview" without JavaScript: the menus built from the unsaved values. */
  preview: NavigationMenus | null;
  alert: string | null;
  /**
   * The editor a refused save or a preview re-renders (with the typed values from
   * `result`), whatever the address the form was posted to. After a 409 it is made from
   * the row as it is now, so the next save is checked against the current version.
   */
  editor: ItemEditor | null;
}

function reply(body: Partial<NavigationActionData>, status = 200) {
  return data<NavigationActionData>({ result: null, preview: null, alert: null, editor: null, ...body }, { status });
}

const editorFor = (row: NavigationItemRow | null | undefined, version: number | null): ItemEditor =>
  row
    ? { id: row.id, version: version ?? row.version, values: formValuesOf(row) }
    : { id: null, version: null, values: NEW_ITEM_VALUES };

const ITEM_LABELS: FieldLabels<ItemFormValues> = {
  section_type: "Section",
  title: "Title",
  description: "Description",
  slug: "Slug",
  icon: "Icon",
  link_url: "Link URL",
  parent_id: "Titled section",
};

const done = (notice: string, edited?: number, anchor = "") =>
  redirect(`/admin/navigation?${new URLSearchParams({ done: notice, ...(edited ? { edit: String(edited) } : {}) })}${anchor}`);

const idOf = (value: FormDataEntryValue | null) =>
  typeof value === "string" && /^\d{1,9}$/.test(value) ? Number(value) : null;

/** The post of any form of /admin/navigation: save, preview, move, reorder, hide, show, delete. */
export async function handleNavigationPost(request: Request, staff: StaffMember) {
  const formData = await readEndpointForm(request, NAVIGATION_FORM);
  const intent = formData.get("intent");
  const actor = { id: staff.id, email: staff.email };
  try {
    switch (intent) {
      case "save":
      case "preview":
        return await saveOrPreview(formData, actor, intent);
      case "move":
      case "reorder":
        return await reorder(formData, actor, intent);
      case "hide":
      case "show":
        return await setHidden(formData, actor, intent === "hide");
      case "delete":
        return await remove(formData, actor);
      default:
        throw new Response("Unknown form action.", { status: 400 });
    }
  } catch (error) {
    if (error instanceof StaleEditError) return reply({ alert: error.message }, 409);
    throw error;
  }
}

type Actor = { id: number; email: string };

async function saveOrPreview(formData: FormData, actor: Actor, intent: "save" | "preview") {
  const idField = formData.get("id");
  const id = idField === null || idField === "" ? null : idOf(idField);
  if (idField !== null && idField !== "" && id === null)
    throw new Response("Unknown navigation item.", { status: 400 });
  const version = id === null ? null : parseVersion(formData.get("version"));
  if (id !== null && version === null) throw new Response("The form is missing the item's version.", { status: 400 });

  const rows = await listRows();
  const existing = id === null ? null : rows.find((row) => row.id === id);
  if (id !== null && !existing) throw notFound("There is no such navigation item: it may have been deleted.");
  const editor = editorFor(existing, version);
  const submission = parseWithZod(formData, { schema: NAVIGATION_FORM.answers.schemas.answers });
  if (submission.status !== "success") return reply({ result: submission.reply(), editor }, 400);

  const values = rowFieldsOf(submission.value);
  const parentProblem = checkParent(rows, existing ?? null, values.parentId);
  if (parentProblem)
    return reply({ result: submission.reply({ fieldErrors: { parent_id: [parentProblem] } }), editor }, 400);

  if (intent === "preview") {
    return reply({ result: submission.reply(), preview: previewMenus(rows, submission.payload, id), editor });
  }

  try {
    const savedId = await inTransaction(async (tx) => {
      await holdUploadReferences(tx, values);
      const current = await listRows(tx);
      const parent = values.parentId === null ? null : current.find((row) => row.id === values.parentId);
      const sectionType = parent ? parent.sectionType : values.sectionType;
      const placed = { ...values, sectionType };
      if (existing && version !== null) {
        const before = current.find((row) => row.id === existing.id);
        if (!before) throw notFound("There is no such navigation item: it may have been deleted.");
        if (before.version !== version) throw new StaleEditError(staleMessage(formData, before));
        const moves = before.sectionType !== sectionType || before.parentId !== placed.parentId;
        const [updated] = await tx
          .update(navigationItems)
          .set({
            ...placed,
            ...(moves ? { sortOrder: endOfSection(current, { ...placed, id: before.id }) } : {}),
            version: before.version + 1,
          })
          .where(and(eq(navigationItems.id, before.id), eq(navigationItems.version, version)))
          .returning({ id: navigationItems.id });
        if (!updated) throw new StaleEditError(staleMessage(formData, before));
        // Children show in their parent's menu: they follow it to another section type.
        if (before.sectionType !== sectionType) {
          await tx.update(navigationItems).set({ sectionType }).where(eq(navigationItems.parentId, before.id));
        }
        await recordAudit(
          actor,
          {
            action: "update",
            entityType: "navigation",
            entityId: before.id,
            summary: withChanges(`Edited menu item “${placed.title}”`, describeChanges(before, placed)),
          },
          tx
        );
        return before.id;
      }
      const [created] = await tx
        .insert(navigationItems)
        .values({ ...placed, sortOrder: endOfSection(current, { ...placed, id: -1 }) })
        .returning({ id: navigationItems.id });
      if (!created) throw new Error("the navigation item was not inserted");
      await recordAudit(
        actor,
        {
          action: "create",
          entityType: "navigation",
          entityId: created.id,
          summary: `Added menu item “${placed.title}” to ${SECTION_TITLES[sectionType] ?? sectionType}`,
        },
        tx
      );
      return created.id;
    });
    clearNavigationCache();
    return done(existing ? "saved" : "added", savedId);
  } catch (error) {
    if (error instanceof StaleEditError) {
      const now = existing ? (await listRows()).find((row) => row.id === existing.id) : null;
      return reply({ result: submission.reply(), alert: error.message, editor: editorFor(now, null) }, 409);
    }
    throw error;
  }
}

/** What the stale form was made from (its hidden `base_*` copies) against the row now. */
function staleMessage(formData: FormData, current: NavigationItemRow): string {
  const base: Partial<ItemFormValues> = {};
  for (const field of Object.keys(ITEM_LABELS) as (keyof ItemFormValues)[]) {
    const value = formData.get(`base_${field}`);
    if (typeof value === "string") base[field] = value;
  }
  return staleEditMessage(
    changedFields(base, formValuesOf(current) as unknown as Record<string, unknown>, ITEM_LABELS)
  );
}

function checkParent(
  rows: readonly NavigationItemRow[],
  item: NavigationItemRow | null,
  parentId: number | null
): string | null {
  if (parentId === null) return null;
  const parent = rows.find((row) => row.id === parentId);
  if (!parent || parent.parentId !== null || parent.id === item?.id) return ITEM_MESSAGES.parent;
  if (item && rows.some((row) => row.parentId === item.id)) {
    return "This item is a titled section with items of its own: move them out first, or keep it at the top level";
  }
  return null;
}

/** The sort order after the last item of the section the item goes to (after every item when the section is new). */
function endOfSection(
  rows: readonly NavigationItemRow[],
  item: Pick<NavigationItemRow, "id" | "parentId" | "sectionType">
): number {
  const siblings = siblingRows(rows, item).filter((row) => row.id !== item.id);
  const pool = siblings.length > 0 ? siblings : rows;
  return Math.max(0, ...pool.map((row) => row.sortOrder)) + 10;
}

async function reorder(formData: FormData, actor: Actor, intent: "move" | "reorder") {
  const id = idOf(formData.get("id"));
  const snapshot = parseSnapshot(formData.get("siblings"));
  const direction = formData.get("direction");
  if (id === null || !snapshot) throw new Response("The form is missing the section it reorders.", { status: 400 });
  if (intent === "move" && direction !== "up" && direction !== "down")
    throw new Response("Move up or down.", { status: 400 });
  const beforeField = formData.get("before");
  const beforeId = beforeField === "" || beforeField === null ? null : idOf(beforeField);
  if (intent === "reorder" && beforeField !== "" && beforeField !== null && beforeId === null) {
    throw new Response("Unknown navigation item.", { status: 400 });
  }

  const title = await inTransaction(async (tx) => {
    const rows = await listRows(tx);
    const item = rows.find((row) => row.id === id);
    if (!item) throw new StaleEditError("Not saved: this item was deleted after you opened the page.");
    const siblings = siblingRows(rows, item);
    const current: SiblingSnapshot[] = siblings.map((row) => ({ id: row.id, version: row.version }));
    if (!snapshotIsCurrent(snapshot, current)) {
      const titles = (ids: number[]) =>
        ids.map((sibling) => rows.find((row) => row.id === sibling)?.title ?? "(deleted)").join(", ");
      throw new StaleEditError(
        staleEditMessage(
          changedFields(
            { order: titles(snapshot.map((entry) => entry.id)) },
            { order: titles(current.map((entry) => entry.id)) },
            { order: "Order of the section" }
          )
        ).replace(
          " Your edits are still in the form; review them and save again.",
          " Check the order below and move the item again."
        )
      );
    }
    const ids = siblings.map((row) => row.id);
    const order = intent === "move" ? moveOneStep(ids, id, direction as "up" | "down") : moveBefore(ids, id, beforeId);
    if (!order) throw new Response("That item is not in this section.", { status: 400 });
    const sortOrders = sortOrdersFor(
      order,
      siblings.map((row) => row.sortOrder)
    );
    const changed = siblings.filter((row) => sortOrders.get(row.id) !== row.sortOrder);
    for (const row of changed) {
      const [updated] = await tx
        .update(navigationItems)
        .set({ sortOrder: sortOrders.get(row.id) ?? row.sortOrder, version: row.version + 1 })
        .where(and(eq(navigationItems.id, row.id), eq(navigationItems.version, row.version)))
        .returning({ id: navigationItems.id });
      if (!updated) throw new StaleEditError(staleEditMessage([]));
    }
    if (changed.length > 0) {
      const where =
        item.parentId === null
          ? SECTION_TITLES[item.sectionType] ?? item.sectionType
          : rows.find((row) => row.id === item.parentId)?.title ?? "its section";
      const how = intent === "move" ? `${direction}` : `to place ${order.indexOf(id) + 1}`;
      await recordAudit(
        actor,
        {
          action: "reorder",
          entityType: "navigation",
          entityId: id,
          summary: `Moved menu item “${item.title}” ${how} in ${where}`,
        },
        tx
      );
    }
    return item.title;
  });
  clearNavigationCache();
  // Without JavaScript the page comes back at the moved item (the form asks for it; with
  // JavaScript the page stays where it was and an anchor would scroll it).
  return done(`moved:${title}`, undefined, formData.get("return") === "item" ? `#${itemAnchor(id)}` : "");
}

async function setHidden(formData: FormData, actor: Actor, hidden: boolean) {
  const id = idOf(formData.get("id"));
  const version = parseVersion(formData.get("version"));
  if (id === null || version === null)
    throw new Response("The form is missing the item or its version.", { status: 400 });
  const title = await inTransaction(async (tx) => {
    const [row] = await tx.select().from(navigationItems).where(eq(navigationItems.id, id)).limit(1);
    if (!row) throw new StaleEditError("Not saved: this item was deleted after you opened the page.");
    const [updated] = await tx
      .update(navigationItems)
      .set({ hidden, version: row.version + 1 })
      .where(and(eq(navigationItems.id, id), eq(navigationItems.version, version)))
      .returning({ id: navigationItems.id });
    if (!updated) {
      throw new StaleEditError(
        staleEditMessage(
          row.hidden === hidden ? [{ field: "hidden", label: "Hidden", now: hidden ? "yes" : "no" }] : []
        )
      );
    }
    await recordAudit(
      actor,
      {
        action: hidden ? "hide" : "show",
        entityType: "navigation",
        entityId: id,
        summary: `${hidden ? "Hid" : "Showed"} menu item “${row.title}”`,
      },
      tx
    );
    return row.title;
  });
  clearNavigationCache();
  return done(`${hidden ? "hidden" : "shown"}:${title}`);
}

async function remove(formData: FormData, actor: Actor) {
  const id = idOf(formData.get("id"));
  const version = parseVersion(formData.get("version"));
  if (id === null || version === null)
    throw new Response("The form is missing the item or its version.", { status: 400 });
  if (formData.get("confirm") !== "on") {
    return reply({ alert: "Tick the box to confirm: the item (and the items under it) will be deleted." }, 400);
  }
  const title = await inTransaction(async (tx) => {
    const [row] = await tx.select().from(navigationItems).where(eq(navigationItems.id, id)).limit(1);
    if (!row) throw new StaleEditError("Not deleted: this item was already deleted.");
    if (row.version !== version) throw new StaleEditError(staleEditMessage([]).replace("Not saved", "Not deleted"));
    const children = await tx
      .select({ id: navigationItems.id })
      .from(navigationItems)
      .where(eq(navigationItems.parentId, id));
    // Children go first: the foreign key cascades too, but this does not rely on it being enforced.
    if (children.length > 0)
      await tx.delete(navigationItems).where(
        inArray(
          navigationItems.id,
          children.map((child) => child.id)
        )
      );
    await tx.delete(navigationItems).where(and(eq(navigationItems.id, id), eq(navigationItems.version, version)));
    const withChildren = children.length > 0 ? ` and the ${children.length} item(s) under it` : "";
    await recordAudit(
      actor,
      {
        action: "delete",
        entityType: "navigation",
        entityId: id,
        summary: `Deleted menu item “${row.title}”${withChildren}`,
      },
      tx
    );
    return row.title;
  });
  clearNavigationCache();
  return done(`deleted:${title}`);
}
