import { and, eq, inArray, isNull } from "drizzle-orm";
import { uploadedFiles } from "#db/schema";
import { getDb } from "~/utils/db.server";
import { pixelSizeOf } from "./upload-store.server";

/** What a page needs to show an uploaded image: its box and the library's description. */
export interface UploadedImageFacts {
  width: number | null;
  height: number | null;
  altText: string;
}

const UPLOAD_NAMES = /[a-f0-9]{32}\.(?:png|jpg|gif|webp|svg)/g;

/** The upload names a text mentions (the Markdown of a body), each once. */
export function uploadNamesIn(text: string): string[] {
  return [...new Set(text.match(UPLOAD_NAMES) ?? [])];
}

/**
 * Fills in the pixel size of files stored before sizes were recorded, reading each one's
 * header. Runs when such a file is first listed or shown, so no start-up step has to read
 * every blob; the update only writes a size that is still missing, so two processes doing
 * it at once write the same value once. A file whose header cannot be read stays unknown.
 */
export async function fillMissingPixelSizes(names: readonly string[] | "all"): Promise<Map<string, { width: number; height: number }>> {
  const db = getDb();
  const missing = isNull(uploadedFiles.width);
  const unsized = await db
    .select({ name: uploadedFiles.name })
    .from(uploadedFiles)
    .where(names === "all" ? missing : and(missing, inArray(uploadedFiles.name, [...names])));
  const filled = new Map<string, { width: number; height: number }>();
  // One blob at a time: a few MB in memory at most, however many old files there are.
  for (const { name } of unsized) {
    const [row] = await db.select({ bytes: uploadedFiles.bytes }).from(uploadedFiles).where(eq(uploadedFiles.name, name)).limit(1);
    const size = row ? await pixelSizeOf(row.bytes) : null;
    if (!size) continue;
    await db.update(uploadedFiles).set(size).where(and(eq(uploadedFiles.name, name), missing));
    filled.set(name, size);
  }
  return filled;
}

/**
 * The stored facts of the uploads a body shows, read in one query for all of them (and,
 * only for files stored before sizes were recorded, once more to fill their size in).
 */
export async function uploadedImageFacts(names: readonly string[]): Promise<Map<string, UploadedImageFacts>> {
  const facts = new Map<string, UploadedImageFacts>();
  if (names.length === 0) return facts;
  const rows = await getDb()
    .select({ name: uploadedFiles.name, width: uploadedFiles.width, height: uploadedFiles.height, altText: uploadedFiles.altText })
    .from(uploadedFiles)
    .where(inArray(uploadedFiles.name, [...names]));
  const unsized = rows.filter((row) => row.width === null || row.height === null).map((row) => row.name);
  const filled = unsized.length > 0 ? await fillMissingPixelSizes(unsized) : new Map<string, { width: number; height: number }>();
  for (const { name, width, height, altText } of rows) facts.set(name, { width, height, altText, ...filled.get(name) });
  return facts;
}
