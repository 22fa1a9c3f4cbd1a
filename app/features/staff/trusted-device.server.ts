import { createHash, randomBytes } from "node:crypto";
import * as z from "zod";
import { signedCookie } from "~/utils/signed-cookie.server";
import { normaliseEmail } from "./staff-accounts";
import { storableText } from "~/utils/storable-text";

/**
 * A browser that has signed in to an account before gets a signed "trusted device"
 * cookie for that account (OWASP's device cookies against online guessing). Sign-in
 * failures from it are counted on its own key, so the lockout a stranger causes on the
 * account never reaches the owner's usual browser. The cookie names the account only by
 * a hash of its e-mail, is sent only to the sign-in page and grants nothing by itself:
 * the password is still checked.
 */
const DEVICE_DAYS = 180;

const DeviceSchema = z.object({
  device: storableText().regex(/^[A-Za-z0-9_-]{22,64}$/),
  account: storableText().regex(/^[a-f0-9]{64}$/),
});

const deviceCookie = signedCookie("staff_device", { path: "/admin/login", maxAgeSeconds: DEVICE_DAYS * 24 * 60 * 60 });

function accountHash(email: string): string {
  return createHash("sha256").update(normaliseEmail(email)).digest("hex");
}

async function readDevice(request: Request): Promise<z.infer<typeof DeviceSchema> | null> {
  try {
    const parsed = DeviceSchema.safeParse(await deviceCookie().parse(request.headers.get("Cookie")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The id of the browser when it has signed in to this account before; null otherwise. */
export async function trustedDeviceFor(request: Request, email: string): Promise<string | null> {
  const device = await readDevice(request);
  return device && device.account === accountHash(email) ? device.device : null;
}

/** After a successful sign-in: the Set-Cookie that marks this browser as trusted for the account (keeping its id). */
export async function trustDevice(request: Request, email: string): Promise<string> {
  const device = (await trustedDeviceFor(request, email)) ?? randomBytes(18).toString("base64url");
  return deviceCookie().serialize({ device, account: accountHash(email) });
}
