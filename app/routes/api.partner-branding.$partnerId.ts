import type { LoaderFunctionArgs } from "@remix-run/node";
import { brandingApiResponse } from "~/features/branding/branding-api.server";

export function loader({ params }: LoaderFunctionArgs) {
  return brandingApiResponse("partner", params.partnerId);
}
