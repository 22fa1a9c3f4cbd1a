import * as z from "zod";
import { safeCtaUrl } from "./cta-url";
import { normaliseImagePath } from "./image-path";
import { DEFAULT_CTA_TEXT, type PopupView } from "./view";
import { isLocalDateTime, localInputToUtc, utcToLocalInput } from "./zoned-input";
import { storableText } from "~/utils/storable-text";

/** The pages a pop-up can target. Only the home page shows one (never the lead forms or /admin). */
export const POPUP_PAGES = [{ value: "home", label: "Home page (/)" }] as const;
export type PopupPage = (typeof POPUP_PAGES)[number]["value"];

export function isPopupPage(value: unknown): value is PopupPage {
  return POPUP_PAGES.some((page) => page.value === value);
}

export const EDITOR_MESSAGES = {
  name: "Give the pop-up a name staff will recognise",
  header: "Write the header visitors see",
  tooLong: "This is too long",
  ctaUrl: "Use a path on this site such as /consult, or an https address on an allowed host",
  image: "Use an image path on this site such as /images/promo.png, or an https address on an allowed host",
  date: "Choose a date and time",
  endBeforeStart: "The end must be after the start",
  page: "Choose a page from the list",
} as const;

const requiredText = (max: number, message: string) =>
  storableText(message).trim().min(1, message).max(max, EDITOR_MESSAGES.tooLong);
const optionalText = (max: number) => storableText().trim().max(max, EDITOR_MESSAGES.tooLong).optional();
const localDateTime = storableText().trim().refine(isLocalDateTime, EDITOR_MESSAGES.date).optional();

function buildEditorSchema(allowedHosts: () => readonly string[]) {
  return z
    .object({
      name: requiredText(80, EDITOR_MESSAGES.name),
      header: requiredText(120, EDITOR_MESSAGES.header),
      description: optionalText(600),
      cta_text: optionalText(60),
      cta_url: optionalText(500).refine(
        (url) => !url || safeCtaUrl(url, allowedHosts()) !== null,
        EDITOR_MESSAGES.ctaUrl
      ),
      image: optionalText(500).refine(
        (image) => !image || normaliseImagePath(image, allowedHosts()) !== null,
        EDITOR_MESSAGES.image
      ),
      show_once: z.boolean().optional(),
      show_on_exit: z.boolean().optional(),
      close_on_overlay: z.boolean().optional(),
      active: z.boolean().optional(),
      page: z.enum(POPUP_PAGES.map((page) => page.value) as [PopupPage], { error: EDITOR_MESSAGES.page }),
      starts_at: localDateTime,
      ends_at: localDateTime,
    })
    .superRefine((value, ctx) => {
      // Same zone on both ends, so the wall-clock strings compare like the instants.
      if (value.starts_at && value.ends_at && value.ends_at <= value.starts_at) {
        ctx.addIssue({ code: "custom", path: ["ends_at"], message: EDITOR_MESSAGES.endBeforeStart });
      }
    });
}

const schemas = new Map<string, ReturnType<typeof buildEditorSchema>>();

/** The editor's schema; the browser and the server use the same rules (with the same host list). */
export function popupEditorSchema(allowedHosts: readonly string[]) {
  const key = allowedHosts.join(",");
  let schema = schemas.get(key);
  if (!schema) {
    schema = buildEditorSchema(() => allowedHosts);
    schemas.set(key, schema);
  }
  return schema;
}

/**
 * The same rules as one schema whatever the list: `allowedHosts` is asked when an address
 * is checked, so the server's endpoint can declare the schema it parses with.
 */
export function popupEditorSchemaAskingHosts(allowedHosts: () => readonly string[]) {
  return buildEditorSchema(allowedHosts);
}

export type PopupEditorInput = z.infer<ReturnType<typeof buildEditorSchema>>;

/** The row values of a validated form; dates are read in the staff member's zone. */
export function toPopupValues(input: PopupEditorInput, allowedHosts: readonly string[], timeZone: string) {
  return {
    name: input.name,
    header: input.header,
    description: input.description ?? "",
    ctaText: input.cta_text || null,
    ctaUrl: input.cta_url ? safeCtaUrl(input.cta_url, allowedHosts) : null,
    image: input.image ? normaliseImagePath(input.image, allowedHosts) : null,
    showOnce: input.show_once === true,
    showOnExit: input.show_on_exit === true,
    closeOnOverlay: input.close_on_overlay === true,
    active: input.active === true,
    page: input.page,
    startsAt: input.starts_at ? localInputToUtc(input.starts_at, timeZone) : null,
    endsAt: input.ends_at ? localInputToUtc(input.ends_at, timeZone) : null,
  };
}

export type PopupValues = ReturnType<typeof toPopupValues>;

/** Form field values (strings and checkboxes) as the editor's inputs expect them. */
// A type rather than an interface: the stale-form check compares it as a record.
export type EditorDefaults = {
  name: string;
  header: string;
  description: string;
  cta_text: string;
  cta_url: string;
  image: string;
  show_once: boolean;
  show_on_exit: boolean;
  close_on_overlay: boolean;
  active: boolean;
  page: string;
  starts_at: string;
  ends_at: string;
};

/** A new pop-up: switched off until staff have previewed it; closing on overlay click is the default of product reference §3.1. */
export const NEW_POPUP_DEFAULTS: EditorDefaults = {
  name: "",
  header: "",
  description: "",
  cta_text: DEFAULT_CTA_TEXT,
  cta_url: "/consult",
  image: "",
  show_once: false,
  show_on_exit: false,
  close_on_overlay: true,
  active: false,
  page: "home",
  starts_at: "",
  ends_at: "",
};

export function editorDefaultsFrom(
  row: {
    name: string;
    header: string;
    description: string;
    ctaText: string | null;
    ctaUrl: string | null;
    image: string | null;
    showOnce: boolean;
    showOnExit: boolean;
    closeOnOverlay: boolean;
    active: boolean;
    page: string;
    startsAt: number | null;
    endsAt: number | null;
  },
  timeZone: string
): EditorDefaults {
  return {
    name: row.name,
    header: row.header,
    description: row.description,
    cta_text: row.ctaText ?? "",
    cta_url: row.ctaUrl ?? "",
    image: row.image ?? "",
    show_once: row.showOnce,
    show_on_exit: row.showOnExit,
    close_on_overlay: row.closeOnOverlay,
    active: row.active,
    page: row.page,
    starts_at: utcToLocalInput(row.startsAt, timeZone),
    ends_at: utcToLocalInput(row.endsAt, timeZone),
  };
}

const text = (value: unknown) => (typeof value === "string" ? value : "");
const checked = (value: unknown) => value === "on" || value === true;

/**
 * The live preview of what is typed, before it is saved. Unsafe URLs preview as the
 * visitor would get them: the default destination, or no image.
 */
export function previewFromForm(
  values: Record<string, unknown>,
  allowedHosts: readonly string[],
  id = 0
): PopupView {
  const ctaUrl = safeCtaUrl(text(values.cta_url), allowedHosts);
  return {
    id,
    header: text(values.header).trim() || "Your header",
    description: text(values.description).trim(),
    ctaText: text(values.cta_text).trim() || DEFAULT_CTA_TEXT,
    ctaUrl: ctaUrl ?? "/consult",
    image: normaliseImagePath(text(values.image), allowedHosts),
    showOnce: checked(values.show_once),
    showOnExit: checked(values.show_on_exit),
    closeOnOverlay: checked(values.close_on_overlay),
  };
}

/** The editor's fields as a stale save names them (app/utils/stale-edit.ts). */
export const POPUP_FIELD_LABELS: Record<keyof EditorDefaults, string> = {
  name: "Name",
  header: "Header",
  description: "Description",
  cta_text: "Button text",
  cta_url: "Button link",
  image: "Image",
  show_once: "Show once per browser",
  show_on_exit: "Exit intent",
  close_on_overlay: "Close on a click outside",
  active: "Active",
  page: "Page",
  starts_at: "Starts",
  ends_at: "Ends",
};

/**
 * The values an edit form was made from, carried as one hidden JSON field: only the
 * editor's own fields, as text or yes/no; anything else (a tampered field) is dropped,
 * so it can only make the refusal's list of changes shorter.
 */
export function parseEditorBase(value: FormDataEntryValue | null): Partial<EditorDefaults> {
  if (typeof value !== "string" || value.length > 8_000) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return {};
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return {};
  const base: Record<string, string | boolean> = {};
  for (const field of Object.keys(POPUP_FIELD_LABELS)) {
    const fieldValue = (parsed as Record<string, unknown>)[field];
    if (typeof fieldValue === "string" || typeof fieldValue === "boolean") base[field] = fieldValue;
  }
  return base as Partial<EditorDefaults>;
}
