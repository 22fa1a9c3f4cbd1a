import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "@remix-run/node";
import { asc, count, eq, or, sql, type SQL } from "drizzle-orm";
import { redirects, staffUsers } from "#db/schema";
import { recordAudit } from "~/features/audit/audit-log.server";
import {
  checkDestination,
  checkSourcePath,
  destinationText,
  REDIRECT_MESSAGES,
} from "~/features/redirects/redirect-rules";
import { allowedRedirectHosts, storeRedirect } from "~/features/redirects/redirects.server";
import type { StaffMember } from "~/features/staff/session.server";
import { getDb, inTransaction } from "~/utils/db.server";
import { formatDateTimeInZone } from "~/utils/format";
import { notFound } from "~/utils/http.server";
import { changedFields, staleEditMessage } from "~/utils/stale-edit";
import { redirectFormSchema, type RedirectFormValues } from "./redirect-form";
import { servedAddressProblem, servesPage } from "./served-addresses.server";
import { readEndpointForm } from "~/utils/endpoint.server";
import { staffForm } from "~/features/staff/staff-endpoint.server";

/** POST /admin/redirects: add, change or remove a redirect. */
export const REDIRECTS_FORM = staffForm("content", { schemas: { add: redirectFormSchema, save: redirectFormSchema } });

/** Rows per page of the list: every redirect is reachable, a page stays light. */
export const REDIRECTS_PER_PAGE = 50;
/** A longer filter is cut (nobody types more; a hostile one costs nothing). */
const FILTER_MAX_LENGTH = 200;

const SCREEN = "/admin/redirects";

const idOf = (value: FormDataEntryValue | string | null) =>
  typeof value === "string" && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null;

/** `%` and `_` typed in the filter are matched as themselves. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

function filterCondition(text: string): SQL | undefined {
  if (!text) return undefined;
  const pattern = likePattern(text);
  return or(
    sql`lower(${redirects.fromPath}) like ${pattern} escape '\\'`,
    sql`lower(${redirects.toPath}) like ${pattern} escape '\\'`,
  );
}

export interface RedirectListRow {
  id: number;
  fromPath: string;
  toPath: string;
  outside: boolean;
  hits: number;
  lastHit: string | null;
  createdBy: string;
  createdAt: string;
}

export interface RedirectEditor {
  id: number;
  values: RedirectFormValues;
}

/** /admin/redirects: one page of redirects (filtered by `?q=`), by old address; the one `?edit={id}` names. */
export async function loadRedirectsScreen(staff: StaffMember, url: URL) {
  const filter = (url.searchParams.get("q") ?? "").trim().slice(0, FILTER_MAX_LENGTH);
  const where = filterCondition(filter);
  const [{ total = 0 } = {}] = await getDb().select({ total: count() }).from(redirects).where(where);
  const pageCount = Math.max(1, Math.ceil(total / REDIRECTS_PER_PAGE));
  const asked = idOf(url.searchParams.get("page")) ?? 1;
  const page = Math.min(asked, pageCount);
  const rows = await getDb()
    .select({
      id: redirects.id,
      fromPath: redirects.fromPath,
      toPath: redirects.toPath,
      hitCount: redirects.hitCount,
      lastHitAt: redirects.lastHitAt,
      createdAt: redirects.createdAt,
      creatorName: staffUsers.name,
      creatorEmail: staffUsers.email,
    })
    .from(redirects)
    .leftJoin(staffUsers, eq(staffUsers.id, redirects.createdBy))
    .where(where)
    .orderBy(asc(redirects.fromPath))
    .limit(REDIRECTS_PER_PAGE)
    .offset((page - 1) * REDIRECTS_PER_PAGE);

  let editor: RedirectEditor | null = null;
  const edit = url.searchParams.get("edit");
  if (edit !== null) {
    const id = idOf(edit);
    const [row] = id === null ? [] : await getDb().select().from(redirects).where(eq(redirects.id, id)).limit(1);
    if (!row) throw notFound("There is no such redirect: it may have been removed.");
    editor = { id: row.id, values: { from_path: row.fromPath, to_path: row.toPath } };
  }

  const at = (instant: number | null) => (instant === null ? null : formatDateTimeInZone(new Date(instant), staff.timeZone));
  return {
    filter,
    total,
    page,
    pageCount,
    editor,
    allowedHosts: allowedRedirectHosts(),
    rows: rows.map(
      (row): RedirectListRow => ({
        id: row.id,
        fromPath: row.fromPath,
        toPath: row.toPath,
        outside: !row.toPath.startsWith("/"),
        hits: row.hitCount,
        lastHit: at(row.lastHitAt),
        createdBy: row.creatorName?.trim() || row.creatorEmail || "a removed account",
        createdAt: at(row.createdAt) ?? "",
      }),
    ),
  };
}

export interface RedirectsActionData {
  /** Which form the reply is for: the add form, or the edit form of `editId`. */
  intent: "add" | "save" | "delete";
  editId: number | null;
  result: SubmissionResult<string[]> | null;
  alert: string | null;
}

function refuse(body: Omit<RedirectsActionData, "alert" | "result"> & Partial<RedirectsActionData>, status: number) {
  return data<RedirectsActionData>({ result: null, alert: null, ...body }, { status });
}

const done = (notice: string, fromPath: string) => redirect(`${SCREEN}?${new URLSearchParams({ done: notice, from: fromPath })}`);

type Actor = { id: number; email: string };

/** The posts of /admin/redirects: add, save (an edit) and delete, each answered post/redirect/get. */
export async function handleRedirectsPost(request: Request, staff: StaffMember) {
  const formData = await readEndpointForm(request, REDIRECTS_FORM);
  const actor = { id: staff.id, email: staff.email };
  const intent = formData.get("intent");
  switch (intent) {
    case "add":
      return save(formData, actor, null);
    case "save": {
      const id = idOf(formData.get("id"));
      if (id === null) throw new Response("The form does not name a redirect.", { status: 400 });
      return save(formData, actor, id);
    }
    case "delete":
      return remove(formData, actor);
    default:
      throw new Response("Unknown form action.", { status: 400 });
  }
}

async function save(formData: FormData, actor: Actor, id: number | null) {
  const intent = id === null ? "add" : "save";
  const before = id === null ? null : ((await getDb().select().from(redirects).where(eq(redirects.id, id)).limit(1))[0] ?? null);
  if (id !== null && !before) throw notFound("There is no such redirect: it may have been removed.");

  const submission = parseWithZod(formData, { schema: REDIRECTS_FORM.answers.schemas[intent] });
  if (submission.status !== "success") return refuse({ intent, editId: id, result: submission.reply() }, 400);
  const fieldError = (field: keyof RedirectFormValues, message: string) =>
    refuse({ intent, editId: id, result: submission.reply({ fieldErrors: { [field]: [message] } }) }, 400);

  // An edit made from a form that no longer matches the row: say what changed, overwrite nothing.
  if (before) {
    const base = { from_path: formData.get("base_from_path"), to_path: formData.get("base_to_path") };
    const now = { from_path: before.fromPath, to_path: before.toPath };
    const changes = changedFields(base as Partial<RedirectFormValues>, now, { from_path: "Old address", to_path: "Leads to" });
    if (changes.length > 0) return refuse({ intent, editId: id, result: submission.reply(), alert: staleEditMessage(changes) }, 409);
  }

  const source = checkSourcePath(submission.value.from_path);
  if (!source.ok) return fieldError("from_path", source.message);
  const served = await servedAddressProblem(source.value);
  if (served) return fieldError("from_path", served);
  const destination = checkDestination(submission.value.to_path, allowedRedirectHosts());
  if (!destination.ok) return fieldError("to_path", destination.message);
  if (destination.value.kind === "site" && destination.value.path === source.value) return fieldError("to_path", REDIRECT_MESSAGES.toSelf);

  const fromPath = source.value;
  const toPath = destinationText(destination.value);
  const outcome = await inTransaction(async (tx) => {
    const stored = await storeRedirect(tx, { id, fromPath, toPath, createdBy: actor.id }, servesPage);
    if (!stored.ok) return stored;
    const repointed = stored.repointed ? `; ${stored.repointed} older redirect${stored.repointed === 1 ? "" : "s"} to ${fromPath} now lead there too` : "";
    const collapsed = stored.toPath === toPath ? "" : ` (asked for ${toPath}, which redirects there)`;
    const summary = before
      ? `Edited redirect ${fromPath} → ${stored.toPath}${collapsed} (was ${before.fromPath} → ${before.toPath})${repointed}`
      : `Added redirect ${fromPath} → ${stored.toPath}${collapsed}${repointed}`;
    await recordAudit(actor, { action: before ? "update" : "create", entityType: "redirect", entityId: stored.id, summary }, tx);
    return stored;
  });
  if (!outcome.ok) {
    if (outcome.problem === "from-taken") return fieldError("from_path", REDIRECT_MESSAGES.fromTaken);
    if (outcome.problem === "loop") return fieldError("to_path", REDIRECT_MESSAGES.loop);
    throw notFound("There is no such redirect: it may have been removed.");
  }
  return done(before ? "saved" : "added", fromPath);
}

async function remove(formData: FormData, actor: Actor) {
  const id = idOf(formData.get("id"));
  if (id === null) throw new Response("The form does not name a redirect.", { status: 400 });
  if (formData.get("confirm") !== "on") {
    return refuse({ intent: "delete", editId: id, alert: "Tick the box to confirm: the old address will answer “Page not found” again." }, 400);
  }
  const removed = await inTransaction(async (tx) => {
    const [row] = await tx.delete(redirects).where(eq(redirects.id, id)).returning();
    if (!row) return null;
    await recordAudit(actor, { action: "delete", entityType: "redirect", entityId: id, summary: `Removed redirect ${row.fromPath} → ${row.toPath}` }, tx);
    return row;
  });
  if (!removed) throw notFound("There is no such redirect: it may have been removed.");
  return done("removed", removed.fromPath);
}
