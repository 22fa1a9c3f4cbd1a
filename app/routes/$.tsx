import { notFound } from "~/utils/http.server";

/** Any path no route claims: a real 404 rendered by the root error boundary. */
export function loader() {
  throw notFound();
}

export default function NotFoundRoute() {
  return null;
}
