/** A person's id (staff_users.id). */
export type RepId = number;

/** One past turn: who got it and when (a booking, a lead from a pool). */
export interface Assignment {
  repId: RepId;
  bookedAt: Date;
}

/**
 * Weighted round robin, shared by booking (who takes a consultation) and lead routing
 * (who gets a pool's next lead, decision 070), each with its own history.
 *
 * Who takes a booked consultation, among the reps free at its time (so a rep on time off,
 * who is never free, is never picked). Start-time fair queueing (decision 060): every
 * rep has a "turn" on a shared virtual clock; a booking moves its rep's turn on by one
 * over the rep's weight, and the rep with the earliest turn goes next. A rep whose turn
 * has fallen behind the clock (new, or back from time off) joins at the clock, level with
 * the others: no run of catch-up bookings. Ties go to the least recently booked rep, then
 * to the lower id, so the same history always gives the same answer.
 */
export interface RotationRep {
  repId: RepId;
  weight: number;
}

export function pickRep(freeRepIds: readonly RepId[], reps: readonly RotationRep[], history: readonly Assignment[]): RepId | null {
  const steps = turnSteps(reps);
  const { turns, clock, lastBooked } = replay(history, steps);
  const free = new Set(freeRepIds);
  const candidates = reps.filter((rep) => free.has(rep.repId));
  const turnOf = (repId: RepId) => Math.max(turns.get(repId) ?? clock, clock);
  const lastOf = (repId: RepId) => lastBooked.get(repId) ?? Number.NEGATIVE_INFINITY;
  candidates.sort((a, b) => turnOf(a.repId) - turnOf(b.repId) || lastOf(a.repId) - lastOf(b.repId) || a.repId - b.repId);
  return candidates[0]?.repId ?? null;
}

/**
 * One booking's step for each rep, as whole numbers: the least common multiple of the
 * weights divided by the rep's weight, so turns add up exactly (no floating-point ties
 * broken by rounding). Weights are whole numbers from 1; anything else counts as 1.
 */
function turnSteps(reps: readonly RotationRep[]): Map<RepId, number> {
  const weights = reps.map((rep) => [rep.repId, wholeWeight(rep.weight)] as const);
  const common = weights.reduce((multiple, [, weight]) => leastCommonMultiple(multiple, weight), 1);
  return new Map(weights.map(([repId, weight]) => [repId, common / weight]));
}

function wholeWeight(weight: number): number {
  return Number.isInteger(weight) && weight >= 1 ? weight : 1;
}

function leastCommonMultiple(a: number, b: number): number {
  let [x, y] = [a, b];
  while (y) [x, y] = [y, x % y];
  return (a / x) * b;
}

/** The turns, the virtual clock and each rep's last booking after the history, oldest first. */
function replay(history: readonly Assignment[], steps: ReadonlyMap<RepId, number>) {
  const turns = new Map<RepId, number>();
  const lastBooked = new Map<RepId, number>();
  let clock = 0;
  const ordered = [...history].sort((a, b) => a.bookedAt.getTime() - b.bookedAt.getTime());
  for (const { repId, bookedAt } of ordered) {
    const start = Math.max(turns.get(repId) ?? clock, clock);
    clock = start;
    // A rep no longer in the rotation still moved the clock when they were booked.
    turns.set(repId, start + (steps.get(repId) ?? Math.max(...steps.values(), 1)));
    lastBooked.set(repId, bookedAt.getTime());
  }
  return { turns, clock, lastBooked };
}
