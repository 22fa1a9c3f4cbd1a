import * as z from "zod";
import { REDIRECT_MESSAGES, REDIRECT_PATH_MAX_LENGTH } from "~/features/redirects/redirect-rules";
import { storableText } from "~/utils/storable-text";

/**
 * The add and edit form of /admin/redirects, shared by the browser (Conform's checks as
 * the fields are left) and the server. Only the shape is checked here; what an address
 * may be (`redirect-rules.ts`) and whether a page serves it are the server's.
 */
export const redirectFormSchema = z.object({
  from_path: storableText(undefined, REDIRECT_MESSAGES.fromRequired).trim().min(1, REDIRECT_MESSAGES.fromRequired).max(REDIRECT_PATH_MAX_LENGTH, REDIRECT_MESSAGES.tooLong),
  to_path: storableText(undefined, REDIRECT_MESSAGES.toRequired).trim().min(1, REDIRECT_MESSAGES.toRequired).max(REDIRECT_PATH_MAX_LENGTH, REDIRECT_MESSAGES.tooLong),
});

export type RedirectFormValues = { from_path: string; to_path: string };
