import { deleteUploadedFile } from "~/features/uploads/upload-store.server";
import { isImageInUse } from "./popups.server";

/** Removes an uploaded pop-up image no pop-up uses any more; site files and URLs are never touched. */
export async function discardUploadedImage(path: string | null): Promise<void> {
  if (!path || (await isImageInUse(path))) return;
  await deleteUploadedFile(path);
}
