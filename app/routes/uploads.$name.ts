import type { LoaderFunctionArgs } from "@remix-run/node";
import { uploadedFileResponse } from "~/features/uploads/upload-store.server";

/** An image staff uploaded (pop-ups, article covers, co-brand logos), from the database. */
export function loader({ params }: LoaderFunctionArgs) {
  return uploadedFileResponse(params.name);
}
