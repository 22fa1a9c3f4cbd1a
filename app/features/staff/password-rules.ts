/**
 * What a staff password must be (decision 028). bcrypt reads only the first 72 bytes of
 * a password and silently ignores the rest, so a longer one would sign in with its first
 * 72 bytes alone: such passwords are refused when they are set, with this message,
 * rather than shortened or hashed differently. 72 bytes is 72 plain letters, or a
 * passphrase of ten ordinary words.
 */
export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_BYTES = 72;

export function passwordBytes(password: string): number {
  return new TextEncoder().encode(password).length;
}

/** Why a new password cannot be used, or null when it can. */
export function passwordProblem(password: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return `The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`;
  if (passwordBytes(password) > MAX_PASSWORD_BYTES) {
    return `The password must be at most ${MAX_PASSWORD_BYTES} bytes long (${MAX_PASSWORD_BYTES} letters without accents; accented letters and other scripts take 2 to 4 bytes each): bcrypt ignores everything after that.`;
  }
  return null;
}
