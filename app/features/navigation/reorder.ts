/**
 * Reordering the items of one menu section (siblings: top-level items of one section
 * type, or the children of one titled section). Pure, so the buttons, drag and drop and
 * the server share one rule.
 */
export type MoveDirection = "up" | "down";

/** The order after moving `id` one place; the same order at either end; null when `id` is not there. */
export function moveOneStep<T>(order: readonly T[], id: T, direction: MoveDirection): T[] | null {
  const index = order.indexOf(id);
  if (index < 0) return null;
  const target = direction === "up" ? index - 1 : index + 1;
  if (target < 0 || target >= order.length) return [...order];
  const moved = [...order];
  [moved[index], moved[target]] = [moved[target] as T, moved[index] as T];
  return moved;
}

/** The order after dragging `id` to the place of `beforeId` (null: to the end); null when either is not there. */
export function moveBefore<T>(order: readonly T[], id: T, beforeId: T | null): T[] | null {
  if (!order.includes(id) || (beforeId !== null && !order.includes(beforeId))) return null;
  const rest = order.filter((candidate) => candidate !== id);
  const at = beforeId === null ? rest.length : rest.indexOf(beforeId);
  if (at < 0) return [...order];
  return [...rest.slice(0, at), id, ...rest.slice(at)];
}

/** Whether two orders hold the same ids (any order, no repeats). */
export function sameMembers<T>(a: readonly T[], b: readonly T[]): boolean {
  if (a.length !== b.length || new Set(a).size !== a.length) return false;
  const inB = new Set(b);
  return a.every((id) => inB.has(id));
}

/**
 * The sort_order of each id in its new order. The section keeps the slots its items had
 * (sorted, made strictly increasing): the whole table is ordered by sort_order, so a
 * section that kept its first slot keeps its place among the menu's columns.
 */
export function sortOrdersFor<T>(newOrder: readonly T[], currentSortOrders: readonly number[]): Map<T, number> {
  const slots = [...currentSortOrders].sort((a, b) => a - b);
  for (let index = 1; index < slots.length; index++) {
    const previous = slots[index - 1] as number;
    if ((slots[index] as number) <= previous) slots[index] = previous + 1;
  }
  return new Map(newOrder.map((id, index) => [id, slots[index] ?? (slots.at(-1) ?? 0) + index + 1]));
}

/** A section as a form saw it: `id:version` pairs in page order ("12:3,15:1"). */
export interface SiblingSnapshot {
  id: number;
  version: number;
}

export function formatSnapshot(rows: readonly SiblingSnapshot[]): string {
  return rows.map((row) => `${row.id}:${row.version}`).join(",");
}

export function parseSnapshot(value: unknown): SiblingSnapshot[] | null {
  if (typeof value !== "string" || value.length > 4000 || !/^\d{1,9}:\d{1,9}(?:,\d{1,9}:\d{1,9})*$/.test(value))
    return null;
  const rows = value.split(",").map((pair) => {
    const [id, version] = pair.split(":").map(Number);
    return { id: id as number, version: version as number };
  });
  return sameMembers(
    rows.map((row) => row.id),
    rows.map((row) => row.id)
  )
    ? rows
    : null;
}

/** Whether the section still is what the form saw: same items, same order, same versions. */
export function snapshotIsCurrent(snapshot: readonly SiblingSnapshot[], current: readonly SiblingSnapshot[]): boolean {
  return formatSnapshot(snapshot) === formatSnapshot(current);
}
