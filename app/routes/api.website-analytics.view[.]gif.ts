import type { LoaderFunctionArgs } from "@remix-run/node";
import { countNoScriptView } from "~/features/analytics/noscript-view.server";

/** The page view of a visitor without JavaScript: a <noscript> image (decision 032). */
export function loader({ request }: LoaderFunctionArgs) {
  return countNoScriptView(request);
}
