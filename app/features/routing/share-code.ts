/**
 * `/share/{code}` sends the visitor to `/?ref={code}` (product reference §2.1). Only a safe charset is
 * accepted so the code can never smuggle a path, a scheme or markup into the redirect.
 */
const SHARE_CODE = /^[A-Za-z0-9_-]{1,64}$/;

export function isValidShareCode(code: string | undefined): code is string {
  return typeof code === "string" && SHARE_CODE.test(code);
}

export function shareRedirectTarget(code: string | undefined): string {
  return isValidShareCode(code) ? `/?ref=${encodeURIComponent(code)}` : "/";
}
