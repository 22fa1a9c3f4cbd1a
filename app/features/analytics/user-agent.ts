import { isbot } from "isbot";
import { UAParser } from "ua-parser-js";

export type DeviceType = "tablet" | "mobile" | "desktop";

export interface UserAgentDescription {
  device_type: DeviceType;
  browser_name: string | null;
  browser_version: string | null;
  /** The operating system's name, e.g. "Windows", "iOS", "Android", "Mac OS", "Linux". */
  platform: string | null;
  is_bot: boolean;
}

/** Longer user agents are cut before parsing; real ones are a few hundred characters. */
export const MAX_USER_AGENT_LENGTH = 1000;

/**
 * Describes a User-Agent header for the analytics record.
 *
 * - device_type: ua-parser's "tablet" gives tablet; "mobile" and "wearable" give mobile;
 *   anything else (no type, consoles, smart TVs, embedded) gives desktop. ua-parser already
 *   types an Android browser without the "Mobile" token as a tablet. An iPad on iPadOS 13+
 *   sends a Mac desktop user agent and is therefore reported as desktop.
 * - is_bot: isbot's verdict; a missing or blank user agent also counts as a bot, since
 *   every real browser sends one.
 */
export function describeUserAgent(ua: string | null): UserAgentDescription {
  const value = ua?.trim().slice(0, MAX_USER_AGENT_LENGTH) ?? "";
  if (!value) {
    return { device_type: "desktop", browser_name: null, browser_version: null, platform: null, is_bot: true };
  }
  const result = new UAParser(value).getResult();
  const type = result.device.type;
  const device_type: DeviceType =
    type === "tablet" ? "tablet" : type === "mobile" || type === "wearable" ? "mobile" : "desktop";
  return {
    device_type,
    browser_name: result.browser.name || null,
    browser_version: result.browser.version || null,
    platform: result.os.name || null,
    is_bot: isbot(value),
  };
}
