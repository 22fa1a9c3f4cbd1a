import * as z from "zod";
import { optionalText, requiredText, SOCIAL_LIMITS } from "~/features/content-editing/editor-fields";
import { formatItems, parseItems, readTextFields } from "~/features/page-edits/page-edit-values";
import type { HomeContent } from "./home-content";

/**
 * The home page's texts as a marketer edits them (issue 30, decision 088): every heading,
 * introduction, card and bullet, each a plain text field like a shipped page's (cards as
 * `## title` lines with their text below, bullets one per line). The number of cards, the
 * links, pictures and the order stay the code's: a card's link belongs to its place.
 */
export const HOME_TEXT_FIELDS = [
  "hero_eyebrow",
  "hero_h1",
  "hero_lead",
  "advantages_heading",
  "advantages_intro",
  "advantages_cards",
  "pos_eyebrow",
  "pos_heading",
  "pos_text",
  "pos_bullets",
  "ecommerce_eyebrow",
  "ecommerce_heading",
  "ecommerce_text",
  "ecommerce_bullets",
  "zero_heading",
  "zero_intro",
  "zero_programs",
  "business_heading",
  "business_intro",
  "business_cards",
  "closing_heading",
  "closing_steps",
  "social_title",
  "social_description",
] as const;
export type HomeTextField = (typeof HOME_TEXT_FIELDS)[number];
export type HomeTextValues = Record<HomeTextField, string>;

export const HOME_TEXT_LABELS: Record<HomeTextField, string> = {
  hero_eyebrow: "Top: label above the heading",
  hero_h1: "Top: main heading",
  hero_lead: "Top: introduction",
  advantages_heading: "Advantages: heading",
  advantages_intro: "Advantages: introduction",
  advantages_cards: "Advantages: cards",
  pos_eyebrow: "Point of sale: label",
  pos_heading: "Point of sale: heading",
  pos_text: "Point of sale: text",
  pos_bullets: "Point of sale: bullets",
  ecommerce_eyebrow: "E-commerce: label",
  ecommerce_heading: "E-commerce: heading",
  ecommerce_text: "E-commerce: text",
  ecommerce_bullets: "E-commerce: bullets",
  zero_heading: "0% programs: heading",
  zero_intro: "0% programs: introduction",
  zero_programs: "0% programs: cards",
  business_heading: "Business types: heading",
  business_intro: "Business types: introduction",
  business_cards: "Business types: cards",
  closing_heading: "Three steps: heading",
  closing_steps: "Three steps: steps",
  social_title: "Social title",
  social_description: "Social description",
};

/** Fields that may stay empty: the link preview's texts (the site's title and description then show). */
const OPTIONAL_FIELDS: readonly HomeTextField[] = ["social_title", "social_description"];

/** The most characters any one field may hold. */
export const HOME_TEXT_MAX_LENGTH = 5_000;

const lines = (text: string) =>
  text
    .split(/\r\n?|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");

/** The editor's form, checked alike in the browser and on the server: every field is required. */
export const homeTextFormSchema = z.object(
  Object.fromEntries(
    HOME_TEXT_FIELDS.map((field) => [
      field,
      OPTIONAL_FIELDS.includes(field) ? optionalText(SOCIAL_LIMITS[field === "social_title" ? "title" : "description"]) : requiredText(HOME_TEXT_MAX_LENGTH, `Write the ${HOME_TEXT_LABELS[field].toLowerCase()}`),
    ]),
  ) as Record<HomeTextField, ReturnType<typeof optionalText> | ReturnType<typeof requiredText>>,
);

export const isOptionalHomeText = (field: HomeTextField) => OPTIONAL_FIELDS.includes(field);

export function homeTextValues(home: HomeContent): HomeTextValues {
  return {
    hero_eyebrow: home.hero.eyebrow,
    hero_h1: home.hero.h1,
    hero_lead: home.hero.lead,
    advantages_heading: home.advantages.heading,
    advantages_intro: home.advantages.intro,
    advantages_cards: formatItems(home.advantages.cards),
    pos_eyebrow: home.pointOfSale.eyebrow,
    pos_heading: home.pointOfSale.heading,
    pos_text: home.pointOfSale.text,
    pos_bullets: home.pointOfSale.bullets.join("\n"),
    ecommerce_eyebrow: home.ecommerce.eyebrow,
    ecommerce_heading: home.ecommerce.heading,
    ecommerce_text: home.ecommerce.text,
    ecommerce_bullets: home.ecommerce.bullets.join("\n"),
    zero_heading: home.zeroPercent.heading,
    zero_intro: home.zeroPercent.intro,
    zero_programs: formatItems(home.zeroPercent.programs),
    business_heading: home.businessTypes.heading,
    business_intro: home.businessTypes.intro,
    business_cards: formatItems(home.businessTypes.cards),
    closing_heading: home.closing.heading,
    closing_steps: formatItems(home.closing.steps),
    social_title: home.social?.title ?? "",
    social_description: home.social?.description ?? "",
  };
}

/** Posted or stored values, each a string (missing ones empty), or null when something is not text. */
export const readHomeTextValues = (input: unknown): HomeTextValues | null => readTextFields(input, HOME_TEXT_FIELDS);

export type HomeTextErrors = Partial<Record<HomeTextField, string[]>>;

/** The shipped home page with these texts in place, or what is wrong, by field. */
export function applyHomeTextValues(shipped: HomeContent, values: HomeTextValues): { ok: true; content: HomeContent } | { ok: false; errors: HomeTextErrors } {
  const errors: HomeTextErrors = {};
  const fail = (field: HomeTextField, message: string) => (errors[field] ??= []).push(message);
  for (const field of HOME_TEXT_FIELDS) {
    if (values[field].trim() === "" && !OPTIONAL_FIELDS.includes(field)) fail(field, "Must not be empty.");
    else if (values[field].length > HOME_TEXT_MAX_LENGTH) fail(field, `Keep this to ${HOME_TEXT_MAX_LENGTH.toLocaleString("en-US")} characters or fewer.`);
  }
  const text = (field: HomeTextField) => values[field].trim();
  /** The items of a card field, as many as the page has places for. */
  const items = (field: HomeTextField, count: number) => {
    if (values[field].trim() === "") return [];
    const parsed = parseItems(values[field]);
    if (typeof parsed === "string") fail(field, parsed);
    else if (parsed.length !== count) fail(field, `Write ${count} items, one for each place on the page (each keeps its link).`);
    return typeof parsed === "string" ? [] : parsed;
  };
  const bullets = (field: HomeTextField) => {
    const list = lines(values[field]);
    if (list.length > 6) fail(field, "Write at most 6 bullets.");
    return list;
  };
  const advantages = items("advantages_cards", shipped.advantages.cards.length);
  const programs = items("zero_programs", shipped.zeroPercent.programs.length);
  const businessCards = items("business_cards", shipped.businessTypes.cards.length);
  const steps = items("closing_steps", shipped.closing.steps.length);
  const content: HomeContent = {
    hero: { eyebrow: text("hero_eyebrow"), h1: text("hero_h1"), lead: text("hero_lead") },
    advantages: {
      heading: text("advantages_heading"),
      intro: text("advantages_intro"),
      cards: shipped.advantages.cards.map((card, index) => ({ ...card, ...advantages[index] })),
    },
    pointOfSale: { ...shipped.pointOfSale, eyebrow: text("pos_eyebrow"), heading: text("pos_heading"), text: text("pos_text"), bullets: bullets("pos_bullets") },
    ecommerce: {
      ...shipped.ecommerce,
      eyebrow: text("ecommerce_eyebrow"),
      heading: text("ecommerce_heading"),
      text: text("ecommerce_text"),
      bullets: bullets("ecommerce_bullets"),
    },
    zeroPercent: {
      heading: text("zero_heading"),
      intro: text("zero_intro"),
      programs: shipped.zeroPercent.programs.map((program, index) => ({ ...program, ...programs[index] })),
    },
    businessTypes: {
      heading: text("business_heading"),
      intro: text("business_intro"),
      cards: shipped.businessTypes.cards.map((card, index) => ({ ...card, ...businessCards[index] })),
    },
    closing: { heading: text("closing_heading"), steps: shipped.closing.steps.map((step, index) => ({ ...step, ...steps[index] })) },
    ...(text("social_title") || text("social_description")
      ? { social: { ...(text("social_title") ? { title: text("social_title") } : {}), ...(text("social_description") ? { description: text("social_description") } : {}) } }
      : {}),
  };
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, content };
}
