import { data, redirect } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import type { StaffMember } from "~/features/staff/session.server";
import { requireValidCsrf } from "~/utils/csrf.server";
import { MAX_FORM_BYTES, notFound } from "~/utils/http.server";
import { listAudit } from "~/features/audit/audit-log.server";
import { changedFields, parseVersion, staleEditMessage } from "~/utils/stale-edit";
import {
  editorDefaultsFrom,
  parseEditorBase,
  popupEditorSchemaAskingHosts,
  NEW_POPUP_DEFAULTS,
  POPUP_FIELD_LABELS,
  toPopupValues,
  type EditorDefaults,
} from "./editor-schema";
import { MAX_IMAGE_BYTES } from "~/features/uploads/image-upload";
import { deleteUploadedFile, IMAGE_TOO_LARGE, readImageForm, storeUploadedImage } from "~/features/uploads/upload-store.server";
import {
  allowedPopupHosts,
  createPopup,
  deletePopup,
  getPopup,
  parsePopupId,
  updatePopup,
} from "./popups.server";
import { popupStatus, STATUS_LABELS } from "./schedule";
import { toPopupView, type PopupView } from "./view";
import { staffForm } from "~/features/staff/staff-endpoint.server";
import { answersOf } from "~/utils/endpoint.server";

export interface EditorPageData {
  id: number | null;
  /** The saved row's version, carried by the form (null for a new pop-up). */
  version: number | null;
  defaults: EditorDefaults;
  /** The pop-up as saved (null for a new one). */
  saved: { view: PopupView; status: string; name: string } | null;
  allowedHosts: string[];
  timeZone: string;
}

/** The editor of a new pop-up, or of an existing one (404 when it does not exist). */
export async function loadEditor(idParam: string | undefined | null, staff: StaffMember): Promise<EditorPageData> {
  const allowedHosts = allowedPopupHosts();
  if (idParam === null) {
    return { id: null, version: null, defaults: NEW_POPUP_DEFAULTS, saved: null, allowedHosts, timeZone: staff.timeZone };
  }
  const id = parsePopupId(idParam);
  const row = id ? await getPopup(id) : null;
  if (!row) throw notFound();
  return {
    id: row.id,
    version: row.version,
    defaults: editorDefaultsFrom(row, staff.timeZone),
    saved: {
      view: toPopupView(row, allowedHosts),
      status: STATUS_LABELS[popupStatus(row, new Date())],
      name: row.name,
    },
    allowedHosts,
    timeZone: staff.timeZone,
  };
}

export interface EditorActionData {
  result: SubmissionResult<string[]>;
  /** "Preview changes" without JavaScript: the unsaved pop-up. */
  preview: PopupView | null;
  alert: string | null;
}

/**
 * POST /lightbox-config/new and /lightbox-config/{id}: the editor, with an optional image.
 * Its schema (save, preview) reads the allowed hosts (LIGHTBOX_CTA_HOSTS) as it checks.
 * Without an image the editor is a few short fields: the usual form cap applies.
 */
export const POPUP_EDITOR_FORM = staffForm("popups", answersOf(popupEditorSchemaAskingHosts(allowedPopupHosts)), {
  maxBytes: MAX_IMAGE_BYTES + 256 * 1024,
  maxUrlencodedBytes: MAX_FORM_BYTES,
});

const INCOMPLETE_FORM = "This form is incomplete: reload the page and try again.";

function failure(result: SubmissionResult<string[]>, alert: string | null = null, status = 400) {
  return data<EditorActionData>({ result, preview: null, alert }, { status });
}

/**
 * Save (create or update), preview unsaved changes (no JavaScript) or delete, from the
 * editor form. The same zod schema validates in the browser and here; an uploaded image
 * is stored only once everything else is valid.
 */
export async function handleEditorPost(request: Request, staff: StaffMember, idParam: string | null) {
  const id = idParam === null ? null : parsePopupId(idParam);
  const existing = id ? await getPopup(id) : null;
  if (idParam !== null && !existing) throw notFound();

  const formData = await readImageForm(request, POPUP_EDITOR_FORM, "image_file");
  await requireValidCsrf(request, formData);
  const intent = formData.get("intent");

  if (intent === "delete") {
    if (!existing) throw new Response("Unknown form action.", { status: 400 });
    if (formData.get("confirm") !== "on") {
      return failure({ status: "error" }, "Tick the box to confirm: deleting also deletes the pop-up's results.");
    }
    await deletePopup(staff, existing.id);
    return redirect(`/lightbox-config?deleted=${encodeURIComponent(existing.name)}`);
  }
  if (intent !== "save" && intent !== "preview") throw new Response("Unknown form action.", { status: 400 });

  const hosts = allowedPopupHosts();
  const file = formData.get("image_file");
  formData.delete("image_file");
  const submission = parseWithZod(formData, { schema: POPUP_EDITOR_FORM.answers.schemas.answers });
  if (file === IMAGE_TOO_LARGE) {
    return failure(
      submission.reply({ fieldErrors: { image_file: [`Images are limited to ${MAX_IMAGE_BYTES / 1024 / 1024} MB`] } })
    );
  }
  if (submission.status !== "success") return failure(submission.reply());
  const values = toPopupValues(submission.value, hosts, staff.timeZone);

  if (intent === "preview") {
    return data<EditorActionData>({
      result: submission.reply(),
      preview: toPopupView({ id: existing?.id ?? 0, ...values }, hosts),
      alert: null,
    });
  }

  const version = existing ? parseVersion(formData.get("version")) : null;
  if (existing && version === null) return failure(submission.reply(), INCOMPLETE_FORM);

  if (file instanceof File) {
    const stored = await storeUploadedImage(file, "lightbox", { uploadedBy: staff.id });
    if (!stored.ok) return failure(submission.reply({ fieldErrors: { image_file: [stored.message] } }));
    values.image = stored.path;
  }

  if (existing && version !== null) {
    const saved = await updatePopup(staff, existing.id, values, { version, summary: `Updated pop-up “${values.name}”` });
    if (!saved) {
      if (file instanceof File) await deleteUploadedFile(values.image);
      return failure(submission.reply(), await staleSaveMessage(existing.id, formData, staff.timeZone), 409);
    }
    return redirect(`/lightbox-config/${existing.id}?saved=1`);
  }
  const created = await createPopup(staff, values);
  return redirect(`/lightbox-config/${created.id}?saved=1`);
}

/**
 * Why a save was refused: what another save changed since this form was opened (from the
 * hidden copy of the values the form was made from) and who saved last. 404 when the
 * pop-up was deleted meanwhile.
 */
async function staleSaveMessage(id: number, formData: FormData, timeZone: string): Promise<string> {
  const current = await getPopup(id);
  if (!current) throw notFound();
  const [latest] = await listAudit({ entityType: "lightbox", entityId: id, limit: 1 });
  const changes = changedFields(parseEditorBase(formData.get("base")), editorDefaultsFrom(current, timeZone), POPUP_FIELD_LABELS);
  return staleEditMessage(changes, latest?.staffEmail);
}
