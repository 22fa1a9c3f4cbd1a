import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirectOrNotFound } from "~/features/redirects/redirects.server";

/** Any path no route claims: a stored redirect's 301, or a real 404 rendered by the root error boundary. */
export async function loader({ request }: LoaderFunctionArgs) {
  throw await redirectOrNotFound(request);
}

export default function NotFoundRoute() {
  return null;
}
