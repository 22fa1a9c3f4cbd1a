import { redirect } from "@remix-run/node";
import { handleSignOut } from "~/features/staff/sign-in.server";
import { SIGN_OUT_FORM } from "~/features/staff/staff-endpoint.server";
import { endpointAction } from "~/utils/endpoint.server";

export const action = /* @__PURE__ */ endpointAction(SIGN_OUT_FORM, ({ request }) => handleSignOut(request));

export function loader() {
  return redirect("/admin/login");
}
