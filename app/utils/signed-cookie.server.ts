import { createCookie, type Cookie } from "@remix-run/node";
import { getEnv, isProduction } from "./env.server";

/**
 * A signed, HttpOnly, SameSite=Lax first-party cookie, Secure in production: every
 * cookie the server reads back and must trust. Made on first use, because the secret
 * comes from the environment, which is only read once the server runs.
 */
export function signedCookie(name: string, options: { path?: string; maxAgeSeconds?: number } = {}): () => Cookie {
  let cookie: Cookie | undefined;
  return () =>
    (cookie ??= createCookie(name, {
      httpOnly: true,
      sameSite: "lax",
      secure: isProduction(),
      path: options.path ?? "/",
      maxAge: options.maxAgeSeconds,
      secrets: [getEnv().SESSION_SECRET],
    }));
}
