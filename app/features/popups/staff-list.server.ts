import { redirect } from "@remix-run/node";
import type { AuditActor } from "~/features/audit/audit-log.server";
import { parseDateRange } from "~/utils/date-range";
import { formatDateTimeInZone, formatPercent } from "~/utils/format";
import { totalsByPopup } from "./events.server";
import { getPopup, listPopups, parsePopupId, updatePopup } from "./popups.server";
import { clickThroughRate, RESULTS_RANGE_DAYS } from "./metrics";
import { popupStatus, STATUS_LABELS, type PopupStatus } from "./schedule";
import { POPUP_PAGES } from "./editor-schema";
import { readEndpointForm } from "~/utils/endpoint.server";
import { staffForm } from "~/features/staff/staff-endpoint.server";

/** POST /lightbox-config: switch a pop-up on or off, or delete one. */
export const POPUP_LIST_FORM = staffForm("popups", { none: "reads `intent` (activate or deactivate) and the pop-up's `id` by hand: no schema" });

export interface PopupListItem {
  id: number;
  name: string;
  header: string;
  pageLabel: string;
  active: boolean;
  status: PopupStatus;
  statusLabel: string;
  /** When the schedule starts and ends, on the reader's clock with its zone; null when open. */
  startsAt: string | null;
  endsAt: string | null;
  flags: string[];
  impressions: number;
  clicks: number;
  ctr: string;
}

/** Every pop-up with its state and the last 30 days (in the staff member's zone) at a glance. */
export async function loadPopupList(timeZone: string, now: Date = new Date()): Promise<PopupListItem[]> {
  const totals = await totalsByPopup(
    parseDateRange(new URLSearchParams(), timeZone, { defaultDays: RESULTS_RANGE_DAYS, now }),
  );
  return (await listPopups()).map((row) => {
    const status = popupStatus(row, now);
    const figures = totals.get(row.id);
    return {
      id: row.id,
      name: row.name,
      header: row.header,
      pageLabel: POPUP_PAGES.find((page) => page.value === row.page)?.label ?? row.page,
      active: row.active,
      status,
      statusLabel: STATUS_LABELS[status],
      startsAt: row.startsAt === null ? null : formatDateTimeInZone(new Date(row.startsAt), timeZone),
      endsAt: row.endsAt === null ? null : formatDateTimeInZone(new Date(row.endsAt), timeZone),
      flags: [
        row.showOnExit ? "On exit intent" : "After 3 s",
        ...(row.showOnce ? ["Once per browser"] : []),
        ...(row.closeOnOverlay ? [] : ["Overlay click does not close"]),
      ],
      impressions: figures?.impressions ?? 0,
      clicks: figures?.clicks ?? 0,
      ctr: formatPercent(clickThroughRate(figures?.impressions ?? 0, figures?.clicks ?? 0)),
    };
  });
}

/** Switch on or off from the list (post/redirect/get); deleting is on the editor page, behind a confirmation. */
export async function handleListPost(request: Request, staff: AuditActor) {
  const formData = await readEndpointForm(request, POPUP_LIST_FORM);
  const intent = formData.get("intent");
  const id = parsePopupId(String(formData.get("id") ?? ""));
  const row = id ? await getPopup(id) : null;
  if (!row) throw new Response("Lightbox not found", { status: 404 });

  if (intent === "activate" || intent === "deactivate") {
    await updatePopup(staff, row.id, { active: intent === "activate" }, {
      action: intent,
      summary: `${intent === "activate" ? "Switched on" : "Switched off"} pop-up “${row.name}”`,
    });
    return redirect(
      `/lightbox-config?${intent === "activate" ? "activated" : "deactivated"}=${encodeURIComponent(row.name)}`
    );
  }
  throw new Response("Unknown form action.", { status: 400 });
}
