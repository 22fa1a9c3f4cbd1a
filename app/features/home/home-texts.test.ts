import { describe, expect, it } from "vitest";
import { homeContent } from "./home-content";
import { applyHomeTextValues, homeTextValues, readHomeTextValues } from "./home-texts";

describe("the home page's texts as a marketer edits them", () => {
  it("read the shipped page as fields and turn them back into the same page", () => {
    const values = homeTextValues(homeContent);
    expect(values.pos_bullets.split("\n")).toHaveLength(3);
    expect(values.business_cards.match(/^## /gm)).toHaveLength(6);
    expect(applyHomeTextValues(homeContent, values)).toEqual({ ok: true, content: homeContent });
  });

  it("change the texts and keep each card's link, picture and place", () => {
    const values = {
      ...homeTextValues(homeContent),
      hero_h1: "  Payments that pay you back  ",
      zero_programs: "## Surcharging\nA fee on credit sales.\n\n## Dual pricing\nTwo prices on every sale.",
      pos_bullets: "Tap to pay\n\nTips built in\n",
    };
    const applied = applyHomeTextValues(homeContent, values);
    if (!applied.ok) throw new Error(JSON.stringify(applied.errors));
    expect(applied.content.hero.h1).toBe("Payments that pay you back");
    expect(applied.content.zeroPercent.programs).toEqual([
      { title: "Surcharging", text: "A fee on credit sales.", href: "/surcharge" },
      { title: "Dual pricing", text: "Two prices on every sale.", href: "/dual-pricing" },
    ]);
    expect(applied.content.pointOfSale.bullets).toEqual(["Tap to pay", "Tips built in"]);
    expect(applied.content.pointOfSale.image).toBe(homeContent.pointOfSale.image);
    expect(applied.content.advantages.cards.map((card) => card.delay)).toEqual([0, 200, 400]);
  });

  it("refuse an empty field, a card too many or too few, text before the first title, and too many bullets", () => {
    const values = {
      ...homeTextValues(homeContent),
      hero_lead: " ",
      advantages_cards: "## One\nOnly one card.",
      closing_steps: "A step without a title",
      ecommerce_bullets: "1\n2\n3\n4\n5\n6\n7",
    };
    const applied = applyHomeTextValues(homeContent, values);
    expect(applied.ok).toBe(false);
    if (applied.ok) return;
    expect(applied.errors.hero_lead).toEqual(["Must not be empty."]);
    expect(applied.errors.advantages_cards?.[0]).toMatch(/^Write 3 items/);
    expect(applied.errors.closing_steps?.[0]).toMatch(/^Start each item/);
    expect(applied.errors.ecommerce_bullets).toEqual(["Write at most 6 bullets."]);
    expect(readHomeTextValues({ hero_h1: 1 })).toBeNull();
  });
});
