import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { handleSignOut } from "~/features/staff/sign-in.server";

export function action({ request }: ActionFunctionArgs) {
  return handleSignOut(request);
}

export function loader() {
  return redirect("/admin/login");
}
