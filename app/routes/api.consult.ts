import { CONSULT_API, handleConsultApi } from "~/features/consult/consult-api.server";
import { endpointAction, methodRefusal } from "~/utils/endpoint.server";

export const action = /* @__PURE__ */ endpointAction(CONSULT_API, ({ request }) => handleConsultApi(request));

export function loader() {
  return methodRefusal(CONSULT_API);
}
