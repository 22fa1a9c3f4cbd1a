import { describe, expect, it } from "vitest";
import { parseEnv } from "~/utils/env.server";
import { configuredSocialLinks } from "./site.server";

describe("configuredSocialLinks", () => {
  it("links only the networks with a configured profile, keeping the photo network's Coming Soon! mark", () => {
    const links = configuredSocialLinks({ SITE_SOCIAL_LINKEDIN: "https://www.linkedin.com/company/magnolia" });
    expect(links.map(({ label, href }) => [label, href])).toEqual([
      ["LinkedIn", "https://www.linkedin.com/company/magnolia"],
      ["Instagram", null],
    ]);
  });

  it("shows nothing but the Coming Soon! mark when no profile is configured", () => {
    expect(configuredSocialLinks({})).toEqual([expect.objectContaining({ label: "Instagram", href: null, comingSoon: true })]);
  });

  it("turns the photo network into a link once its profile is configured", () => {
    const [instagram] = configuredSocialLinks({ SITE_SOCIAL_INSTAGRAM: "https://www.instagram.com/magnolia" });
    expect(instagram).toMatchObject({ label: "Instagram", href: "https://www.instagram.com/magnolia", comingSoon: false });
  });

  it("accepts only https profile URLs", () => {
    const env = (value: string) => ({ NODE_ENV: "test", SITE_SOCIAL_FACEBOOK: value }) as unknown as NodeJS.ProcessEnv;
    expect(parseEnv(env("https://www.facebook.com/magnolia")).SITE_SOCIAL_FACEBOOK).toBe("https://www.facebook.com/magnolia");
    for (const bad of ["javascript:alert(1)", "http://www.facebook.com/magnolia", "facebook.com/magnolia"]) {
      expect(() => parseEnv(env(bad)), bad).toThrow(/SITE_SOCIAL_FACEBOOK must be an https:\/\/ URL/);
    }
  });
});
