import { describe, expect, it } from "vitest";
import { describeUserAgent } from "./user-agent";

const UA = {
  chromeWindows:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
  edgeWindows:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.51",
  safariIphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
  ipad: "Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1",
  androidTablet:
    "Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36",
  androidPhone:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36",
  safariMac:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15",
  firefoxLinux: "Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0",
  googlebot: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  googlebotSmartphone:
    "Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.118 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  smartTv:
    "Mozilla/5.0 (SMART-TV; Linux; Tizen 6.0) AppleWebKit/538.1 (KHTML, like Gecko) Version/6.0 TV Safari/538.1",
  curl: "curl/8.5.0",
};

describe("describeUserAgent", () => {
  it("Chrome on Windows is a desktop", () => {
    expect(describeUserAgent(UA.chromeWindows)).toEqual({
      device_type: "desktop",
      browser_name: "Chrome",
      browser_version: "124.0.0.0",
      platform: "Windows",
      is_bot: false,
    });
  });

  it("tells Edge from Chrome", () => {
    expect(describeUserAgent(UA.edgeWindows).browser_name).toBe("Edge");
  });

  it("Safari on iPhone is mobile", () => {
    expect(describeUserAgent(UA.safariIphone)).toEqual({
      device_type: "mobile",
      browser_name: "Mobile Safari",
      browser_version: "17.4",
      platform: "iOS",
      is_bot: false,
    });
  });

  it("an iPad is a tablet", () => {
    expect(describeUserAgent(UA.ipad)).toMatchObject({ device_type: "tablet", platform: "iOS", is_bot: false });
  });

  it("an Android tablet is a tablet, an Android phone is mobile", () => {
    expect(describeUserAgent(UA.androidTablet)).toMatchObject({
      device_type: "tablet",
      browser_name: "Chrome",
      platform: "Android",
    });
    expect(describeUserAgent(UA.androidPhone).device_type).toBe("mobile");
  });

  it("Mac and Linux browsers are desktops", () => {
    expect(describeUserAgent(UA.safariMac)).toMatchObject({ device_type: "desktop", browser_name: "Safari", platform: "Mac OS" });
    expect(describeUserAgent(UA.firefoxLinux)).toMatchObject({ device_type: "desktop", browser_name: "Firefox", platform: "Linux" });
  });

  it("a smart TV counts as desktop", () => {
    expect(describeUserAgent(UA.smartTv).device_type).toBe("desktop");
  });

  it("Googlebot is a bot", () => {
    expect(describeUserAgent(UA.googlebot)).toEqual({
      device_type: "desktop",
      browser_name: null,
      browser_version: null,
      platform: null,
      is_bot: true,
    });
    expect(describeUserAgent(UA.googlebotSmartphone)).toMatchObject({ device_type: "mobile", is_bot: true });
  });

  it("scripts are bots", () => {
    expect(describeUserAgent(UA.curl).is_bot).toBe(true);
  });

  it.each([null, "", "   "])("a missing user agent (%j) counts as a bot", (ua) => {
    expect(describeUserAgent(ua)).toEqual({
      device_type: "desktop",
      browser_name: null,
      browser_version: null,
      platform: null,
      is_bot: true,
    });
  });

  it("copes with an absurdly long user agent", () => {
    expect(describeUserAgent(`${UA.chromeWindows} ${"x".repeat(100_000)}`).browser_name).toBe("Chrome");
  });
});
