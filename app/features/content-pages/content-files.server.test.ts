import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ContentError, readContentPages } from "./content-files.server";

const VALID_PAGE = `---
title: Surcharge Program
description: A surcharge program applies a service fee to credit card sales.
h1: Cut Processing Costs With a Surcharge
family: product
order: 20
lead: A **service fee** on credit card sales.
faqs:
  - question: Is it legal?
    answer: In most states; see [dual pricing](/dual-pricing).
related: [/dual-pricing]
---

## How it works

Text.
`;

const VALID_INDUSTRY = `---
title: Grocery Payment Processing
description: Payment processing for grocery stores.
h1: Payments for Grocery Stores
family: industry
name: Grocery
group: retail_commerce
highRisk: false
lead: Fast lanes.
challenges: [{ title: Volume, text: Many small tickets. }]
offers: [{ title: Speed, text: Fast terminals. }]
relatedIndustries: [/industries/convenience-stores]
---

## Checkout lanes

Text.
`;

let directory = "";
afterEach(() => rmSync(directory, { recursive: true, force: true }));

/** A content folder holding these files (name → text). */
function contentFolder(files: Record<string, string>): string {
  directory = mkdtempSync(join(tmpdir(), "content-pages-"));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(directory, name)), { recursive: true });
    writeFileSync(join(directory, name), text);
  }
  return directory;
}

/** The problems reported for a folder (each names the file and the field). */
function problems(files: Record<string, string>): string[] {
  try {
    readContentPages(contentFolder(files));
  } catch (error) {
    if (error instanceof ContentError) return error.problems.map((problem) => problem.replace(`${directory}/`, ""));
    throw error;
  }
  throw new Error("expected the content to be refused");
}

describe("readContentPages", () => {
  it("reads a page's frontmatter and body; its place in the folder is its path", () => {
    const [page, industry] = readContentPages(
      contentFolder({ "surcharge.md": VALID_PAGE, "industries/grocery.md": VALID_INDUSTRY }),
    );
    expect(page).toMatchObject({
      path: "/surcharge",
      frontmatter: { family: "product", title: "Surcharge Program", related: ["/dual-pricing"] },
      body: "## How it works\n\nText.",
    });
    expect(page?.frontmatter.faqs?.[0]?.answer).toBe("In most states; see [dual pricing](/dual-pricing).");
    expect(industry).toMatchObject({ path: "/industries/grocery", frontmatter: { family: "industry", name: "Grocery" } });
  });

  it("orders pages by family (product before industry), then by `order`, then by path", () => {
    const second = VALID_PAGE.replace("order: 20", "order: 10");
    const unordered = VALID_PAGE.replace("order: 20\n", "");
    const pages = readContentPages(
      contentFolder({ "a.md": unordered, "b.md": VALID_PAGE, "c.md": second, "industries/grocery.md": VALID_INDUSTRY }),
    );
    expect(pages.map((page) => page.path)).toEqual(["/c", "/b", "/a", "/industries/grocery"]);
  });

  it("names the file and the field that is missing, misspelt or of the wrong kind", () => {
    const broken = VALID_PAGE.replace("h1: Cut Processing Costs With a Surcharge\n", "")
      .replace("lead:", "leed:")
      .replace("answer: In most states; see [dual pricing](/dual-pricing).", "answer: 42")
      .replace("related: [/dual-pricing]", "related: [dual-pricing]");
    expect(problems({ "surcharge.md": broken }).sort()).toEqual([
      "surcharge.md: faqs[0].answer: Invalid input: expected string, received number",
      "surcharge.md: h1: is required",
      "surcharge.md: lead: is required",
      "surcharge.md: leed: not a field of a content page",
      "surcharge.md: related[0]: must be a path on this site, starting with one /",
    ]);
  });

  it("reports every broken file at once, with the fields of its family", () => {
    const noChallenges = VALID_INDUSTRY.replace(/challenges: .*\n/, "");
    const unknownFamily = VALID_PAGE.replace("family: product", "family: products");
    expect(problems({ "industries/grocery.md": noChallenges, "surcharge.md": unknownFamily, "ok.md": VALID_PAGE })).toEqual([
      "industries/grocery.md: challenges: is required",
      "surcharge.md: family: must be one of product, segment, industry, hr, chargeback, partner, legal",
    ]);
  });

  it("refuses a page whose family does not match its folder", () => {
    expect(problems({ "industries/surcharge.md": VALID_PAGE, "grocery.md": VALID_INDUSTRY })).toEqual([
      "grocery.md: family: industry pages live in content/pages/industries/",
      'industries/surcharge.md: family: "product" pages live directly in content/pages; industries/ holds industry pages only',
    ]);
  });

  it("refuses broken YAML, a missing frontmatter, an empty body and a file name that is no slug", () => {
    expect(
      problems({
        "bad-yaml.md": VALID_PAGE.replace("title: Surcharge Program", "title: [Surcharge"),
        "duplicate.md": VALID_PAGE.replace("order: 20", "order: 20\norder: 30"),
        "no-frontmatter.md": "## Just a body\n",
        "empty.md": VALID_PAGE.slice(0, VALID_PAGE.indexOf("## How")),
        "Capital Letters.md": VALID_PAGE,
        "guides/deep.md": VALID_PAGE,
      }),
    ).toEqual([
      "Capital Letters.md: file name: must be <slug>.md or industries/<slug>.md, the slug in lowercase letters, digits and hyphens",
      expect.stringMatching(/^bad-yaml\.md: frontmatter: .+ \(line \d+\)$/),
      "duplicate.md: frontmatter: duplicated mapping key (line 7)",
      "empty.md: body: must not be empty: write the page's sections after the frontmatter",
      "guides/deep.md: file name: must be <slug>.md or industries/<slug>.md, the slug in lowercase letters, digits and hyphens",
      "no-frontmatter.md: frontmatter: missing: the file must start with fields between two --- lines",
    ]);
  });
});
