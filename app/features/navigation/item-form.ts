import * as z from "zod";
import { navigationHref, parseNavIcon } from "./build-link";
import { MENU_LABELS, MENU_OF_SECTION_TYPE, SECTION_TITLES, arrangeColumns, groupNavigation } from "./group-navigation";
import { nestNavigationRows, type NavigationRowFields } from "./nest-rows";
import type { NavigationMenus } from "./types";
import { storableText } from "~/utils/storable-text";

/** The back office's form for one navigation item: the same schema in the browser and on the server. */
export const ITEM_MESSAGES = {
  title: "Give the item the title visitors see in the menu",
  slug: "Use letters, digits, -, _ and / only, such as surcharge or industries/retail",
  link: "This link would never be shown in the menus: use a path on this site such as /surcharge, or a full https:// address. javascript:, data:, mailto: and //host links are refused.",
  icon: "Use one of the keywords pos, mobile or services, or SVG path data starting with M",
  section: "Choose a section from the list",
  parent: "Choose a titled section from the list",
  tooLong: "This is too long",
} as const;

/** Every section type, labelled with its menu: "Solutions: Payment Processing". */
export const SECTION_TYPE_OPTIONS = Object.entries(MENU_OF_SECTION_TYPE).map(([value, menu]) => ({
  value,
  label: `${MENU_LABELS[menu]}: ${SECTION_TITLES[value] ?? value}`,
}));

const SECTION_TYPES = SECTION_TYPE_OPTIONS.map((option) => option.value) as [string, ...string[]];

const optionalText = (max: number) => storableText().trim().max(max, ITEM_MESSAGES.tooLong).optional();

/** A link the header would refuse (build-link.ts) is refused here, with a message saying why. */
export function isAcceptedLinkUrl(url: string): boolean {
  return navigationHref({ slug: "x", link_url: url }) !== null;
}

export const navigationItemSchema = z.object({
  section_type: z.enum(SECTION_TYPES, { error: ITEM_MESSAGES.section }),
  title: storableText(ITEM_MESSAGES.title).trim().min(1, ITEM_MESSAGES.title).max(80, ITEM_MESSAGES.tooLong),
  description: optionalText(200),
  slug: storableText(ITEM_MESSAGES.slug)
    .trim()
    .max(120, ITEM_MESSAGES.tooLong)
    .refine((slug) => navigationHref({ slug, link_url: null }) !== null, ITEM_MESSAGES.slug),
  icon: optionalText(2000).refine((icon) => !icon || parseNavIcon(icon) !== null, ITEM_MESSAGES.icon),
  link_url: optionalText(500).refine((url) => !url || isAcceptedLinkUrl(url), ITEM_MESSAGES.link),
  parent_id: storableText()
    .regex(/^\d{1,9}$/, ITEM_MESSAGES.parent)
    .optional(),
});

export type NavigationItemInput = z.infer<typeof navigationItemSchema>;

/** The form's field values (all text, as the inputs hold them). */
export interface ItemFormValues {
  section_type: string;
  title: string;
  description: string;
  slug: string;
  icon: string;
  link_url: string;
  parent_id: string;
}

export const NEW_ITEM_VALUES: ItemFormValues = {
  section_type: "partnerships",
  title: "",
  description: "",
  slug: "",
  icon: "",
  link_url: "",
  parent_id: "",
};

export function formValuesOf(row: NavigationRowFields): ItemFormValues {
  return {
    section_type: row.sectionType,
    title: row.title,
    description: row.description ?? "",
    slug: row.slug,
    icon: row.icon ?? "",
    link_url: row.linkUrl ?? "",
    parent_id: row.parentId === null ? "" : String(row.parentId),
  };
}

/** The row fields a validated form sets (a child takes its parent's section type on save). */
export function rowFieldsOf(input: NavigationItemInput) {
  return {
    sectionType: input.section_type,
    title: input.title,
    description: input.description || null,
    slug: input.slug.replace(/^\/+/, ""),
    icon: input.icon || null,
    linkUrl: input.link_url || null,
    parentId: input.parent_id ? Number(input.parent_id) : null,
  };
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * The menus as visitors would get them if the form were saved as it is now: the draft
 * replaces the edited row (or is added at the end of its section), then the header's own
 * grouping and link checks apply, so an unsafe link previews as missing.
 */
export function previewMenus(
  rows: readonly NavigationRowFields[],
  draft: Partial<Record<keyof ItemFormValues, unknown>>,
  editedId: number | null
): NavigationMenus {
  const parentId = /^\d{1,9}$/.test(text(draft.parent_id)) ? Number(draft.parent_id) : null;
  const parent = parentId === null ? undefined : rows.find((row) => row.id === parentId);
  const edited = editedId === null ? undefined : rows.find((row) => row.id === editedId);
  const drafted: NavigationRowFields = {
    id: editedId ?? -1,
    sectionType: parent?.sectionType ?? text(draft.section_type),
    title: text(draft.title).trim() || "Untitled item",
    description: text(draft.description).trim() || null,
    slug: text(draft.slug).trim().replace(/^\/+/, ""),
    icon: text(draft.icon).trim() || null,
    linkUrl: text(draft.link_url).trim() || null,
    parentId: parent ? parent.id : null,
    hidden: edited?.hidden ?? false,
  };
  // A save that changes the section puts the item at the end of its new one: so does the preview.
  const staysInPlace = edited && edited.sectionType === drafted.sectionType && edited.parentId === drafted.parentId;
  const merged = staysInPlace
    ? rows.map((row) => (row.id === editedId ? drafted : row))
    : [...rows.filter((row) => row.id !== editedId), drafted];
  return groupNavigation(nestNavigationRows(merged));
}

type Placed = Pick<NavigationRowFields, "id" | "parentId" | "sectionType" | "hidden">;

/** Whether a top-level row has children visitors see: the menus then show it as a column of its own. */
const isTitled = (rows: readonly Placed[], row: Pick<Placed, "id">) =>
  rows.some((child) => child.parentId === row.id && !child.hidden);

/**
 * The items a move reorders: the list the editor shows it in. Children of one titled
 * section; for a top-level item, the items of its column in the menu (arrangeColumns): the
 * other top-level items of its section type, or itself alone when it has a column of its
 * own (children visitors see).
 */
export function siblingRows<Row extends Placed>(rows: readonly Row[], item: Pick<Row, "id" | "parentId" | "sectionType">): Row[] {
  if (item.parentId !== null) return rows.filter((row) => row.parentId === item.parentId);
  if (isTitled(rows, item)) return rows.filter((row) => row.id === item.id);
  return rows.filter((row) => row.parentId === null && row.sectionType === item.sectionType && !isTitled(rows, row));
}

/** Where an item can be put under: top-level items (titled sections), never itself. */
export function parentOptions(rows: readonly NavigationRowFields[], editedId: number | null) {
  return rows
    .filter((row) => row.parentId === null && row.id !== editedId)
    .map((row) => ({
      value: String(row.id),
      label: `${row.title} (${SECTION_TITLES[row.sectionType] ?? row.sectionType})`,
    }));
}

export interface StaffSection<Row> {
  key: string;
  title: string;
  /** Where "Add an item" puts a new one: the section type, and the titled item it goes under. */
  sectionType: string;
  parentId: number | null;
  items: { row: Row; children: Row[] }[];
}

/**
 * The back office's view of the table: per menu, its columns in the order the header
 * shows them (arrangeColumns, with hidden items and refused links in their place),
 * children under their parents; and the items of no menu.
 */
export function staffSections<Row extends NavigationRowFields>(rows: readonly Row[]) {
  const topLevel = rows.filter((row) => row.parentId === null);
  const shownLink = (row: Row) => !row.hidden && navigationHref({ slug: row.slug, link_url: row.linkUrl }) !== null;
  const columns = arrangeColumns(topLevel, (row) => {
    const titled = isTitled(rows, row);
    const shown = !row.hidden && (titled ? rows.some((child) => child.parentId === row.id && shownLink(child)) : shownLink(row));
    return { id: row.id, sectionType: row.sectionType, title: row.title, titled, shown };
  });
  const menus = Object.fromEntries(
    (Object.keys(columns) as (keyof typeof columns)[]).map((menu) => [
      menu,
      columns[menu].map((column): StaffSection<Row> => {
        const first = column.items[0] as Row;
        const titled = column.key === `item-${first.id}`;
        return {
          key: column.key,
          title: column.title,
          sectionType: first.sectionType,
          parentId: titled ? first.id : null,
          items: column.items.map((row) => ({ row, children: rows.filter((child) => child.parentId === row.id) })),
        };
      }),
    ])
  ) as Record<keyof typeof columns, StaffSection<Row>[]>;
  const unknown = topLevel.filter((row) => !MENU_OF_SECTION_TYPE[row.sectionType]);
  return { menus, unknown };
}
