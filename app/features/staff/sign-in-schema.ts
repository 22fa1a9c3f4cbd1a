import * as z from "zod";
import { disableZodJitInBrowser } from "~/utils/zod-csp";
import { storableText } from "~/utils/storable-text";

disableZodJitInBrowser();

/** The staff sign-in form; shared by the browser (instant messages) and the server. */
export const SignInSchema = z.object({
  email: storableText("Enter your e-mail address").trim().max(254).min(3, "Enter your e-mail address"),
  password: storableText("Enter your password").min(1, "Enter your password").max(200),
  // The hidden return path has no field to show an error next to: an overlong one is
  // ignored (the inbox is the default), never a refusal the visitor cannot see or fix.
  redirectTo: storableText().max(500).optional().catch(undefined),
});
