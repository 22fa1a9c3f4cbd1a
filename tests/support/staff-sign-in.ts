import { expect } from "vitest";
import { action as signInAction } from "~/routes/admin_.login";
import { settle, Visitor } from "./requests";

/** A visitor signed in through the real sign-in action (its session and anti-forgery cookies kept). */
export async function signedInVisitor(account: { email: string; password: string }): Promise<Visitor> {
  const visitor = await new Visitor().start();
  const result = await settle(() =>
    signInAction({ request: visitor.form("/admin/login", account, { honeypot: false }), params: {}, context: {} })
  );
  expect((result as Response).status).toBe(302);
  visitor.rememberResponse(result as Response);
  return visitor;
}
