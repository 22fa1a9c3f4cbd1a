import { randomUUID } from "node:crypto";
import bcrypt from "bcryptjs";
import { describe, expect, it } from "vitest";
import { STAFF_ROLES, staffNavigationFor, type StaffRole } from "~/features/staff/roles";
import type { HttpVisitor } from "../support/http-visitor";
import { builtServerForFile } from "./server";

/**
 * Every back-office page wears the same staff bar: the links the member's role may open
 * and Sign out. The pop-up tools at /lightbox-config and /lightbox had a bar of their own
 * that offered marketing "Leads" (a 403) and no Sign out. This walks every staff screen of
 * each role, and follows every staff link on it (for an admin, who may open every area,
 * the bar's): none may answer anything but 200.
 */
const server = builtServerForFile();

/** The screens outside the bar's own links: the pop-up tools at the product's addresses. */
const POPUP_SCREENS = ["/lightbox-config", "/lightbox-config/new", "/lightbox"];
const STAFF_LINK = /^\/(?:admin|lightbox-config|lightbox)(?:[/?]|$)/;

async function signedInAs(role: StaffRole): Promise<HttpVisitor> {
  const email = `${role}-bar-${randomUUID()}@example.com`;
  const password = "a long enough password";
  server.db().prepare("insert into staff_users (email, password_hash, role) values (?, ?, ?)").run(email, bcrypt.hashSync(password, 4), role);
  return server.visitor().signIn(email, password);
}

const attribute = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1]?.replace(/&amp;/g, "&");

/** The staff bar of a page: its links (in order) and whether it has a Sign out button posting to /admin/logout. */
function staffBarOf(html: string) {
  const nav = /<nav aria-label="Staff"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1];
  const links = [...(nav ?? "").matchAll(/<a\b[^>]*>/g)].map((match) => attribute(match[0], "href"));
  const signOut = /<form[^>]*action="\/admin\/logout"[^>]*>[\s\S]*?Sign out[\s\S]*?<\/form>/.test(html);
  return { found: nav !== undefined, links, signOut };
}

/** Every link of the page into the back office, by path (one query string is enough to try). */
function staffLinksOf(html: string): string[] {
  const hrefs = [...html.matchAll(/<a\b[^>]*>/g)].map((match) => attribute(match[0], "href") ?? "");
  const byPath = new Map<string, string>();
  for (const href of hrefs.filter((candidate) => STAFF_LINK.test(candidate))) {
    const path = href.replace(/[?#].*$/, "");
    if (!byPath.has(path)) byPath.set(path, href);
  }
  return [...byPath.values()];
}

describe("the staff bar", () => {
  it.each(STAFF_ROLES)("shows a %s member only links that open, and Sign out, on every back-office page", async (role) => {
    const member = await signedInAs(role);
    const expected = staffNavigationFor(role).map((entry) => entry.to);
    const screens = [...expected, ...(expected.includes("/admin/lightboxes") ? POPUP_SCREENS : [])];
    const checked = new Map<string, number>();
    const problems: string[] = [];
    for (const screen of screens) {
      const response = await member.document(screen);
      if (response.status !== 200) {
        problems.push(`${screen} answered ${response.status}`);
        continue;
      }
      const html = await response.text();
      const bar = staffBarOf(html);
      if (JSON.stringify(bar.links) !== JSON.stringify(expected)) problems.push(`${screen}: bar ${bar.links.join(" ")}`);
      if (!bar.signOut) problems.push(`${screen}: no Sign out`);
      // An admin may open every area: for that role the bar's own links are enough.
      for (const link of role === "admin" ? bar.links.flatMap((to) => (to ? [to] : [])) : staffLinksOf(html)) {
        if (!checked.has(link)) checked.set(link, (await member.document(link)).status);
        if (checked.get(link) !== 200) problems.push(`${screen} links to ${link}, which answers ${checked.get(link)}`);
      }
    }
    expect(problems).toEqual([]);
    expect(checked.size).toBeGreaterThanOrEqual(expected.length);
  });
});
