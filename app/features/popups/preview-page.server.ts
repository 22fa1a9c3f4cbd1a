import { allowedPopupHosts, getPopup, listPopups, parsePopupId } from "./popups.server";
import { popupStatus, STATUS_LABELS } from "./schedule";
import { toPopupView, type PopupView } from "./view";

export interface PreviewPageData {
  options: { id: number; label: string }[];
  selected: { id: number; name: string; statusLabel: string; view: PopupView } | null;
  /** ?id= named a pop-up that does not exist. */
  missing: boolean;
}

/** /lightbox?id=…: the chosen pop-up (or the first one) as a preview, and the list to choose from. */
export async function loadPreviewPage(searchParams: URLSearchParams, now: Date = new Date()): Promise<PreviewPageData> {
  const rows = await listPopups();
  const requested = searchParams.get("id");
  const id = requested === null ? rows[0]?.id ?? null : parsePopupId(requested);
  const row = id ? await getPopup(id) : null;
  const hosts = allowedPopupHosts();
  return {
    options: rows.map((option) => ({
      id: option.id,
      label: `${option.name} (${STATUS_LABELS[popupStatus(option, now)]})`,
    })),
    selected: row
      ? {
          id: row.id,
          name: row.name,
          statusLabel: STATUS_LABELS[popupStatus(row, now)],
          view: toPopupView(row, hosts),
        }
      : null,
    missing: requested !== null && !row,
  };
}
