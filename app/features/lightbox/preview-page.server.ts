import { allowedLightboxHosts, getLightbox, listLightboxes, parseLightboxId } from "./lightboxes.server";
import { lightboxStatus, STATUS_LABELS } from "./schedule";
import { toLightboxView, type LightboxView } from "./view";

export interface PreviewPageData {
  options: { id: number; label: string }[];
  selected: { id: number; name: string; statusLabel: string; view: LightboxView } | null;
  /** ?id= named a pop-up that does not exist. */
  missing: boolean;
}

/** /lightbox?id=…: the chosen pop-up (or the first one) as a preview, and the list to choose from. */
export async function loadPreviewPage(searchParams: URLSearchParams, now: Date = new Date()): Promise<PreviewPageData> {
  const rows = await listLightboxes();
  const requested = searchParams.get("id");
  const id = requested === null ? rows[0]?.id ?? null : parseLightboxId(requested);
  const row = id ? await getLightbox(id) : null;
  const hosts = allowedLightboxHosts();
  return {
    options: rows.map((option) => ({
      id: option.id,
      label: `${option.name} (${STATUS_LABELS[lightboxStatus(option, now)]})`,
    })),
    selected: row
      ? {
          id: row.id,
          name: row.name,
          statusLabel: STATUS_LABELS[lightboxStatus(row, now)],
          view: toLightboxView(row, hosts),
        }
      : null,
    missing: requested !== null && !row,
  };
}
