import type { ActionFunctionArgs } from "@remix-run/node";
import { handleConsultApi } from "~/features/consult/consult-api.server";
import { jsonError } from "~/utils/http.server";

export function action({ request }: ActionFunctionArgs) {
  return handleConsultApi(request);
}

export function loader() {
  return jsonError(405, "Use POST.");
}
