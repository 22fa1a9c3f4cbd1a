import { describe, expect, it } from "vitest";
import { pickRep, type Assignment, type RepId, type RotationRep } from "./weighted-round-robin";

const start = Date.parse("2026-03-02T15:00:00Z");

/** Books `count` consultations one after another, each to the rep pickRep names. */
function bookMany(count: number, reps: RotationRep[], history: Assignment[] = [], free: RepId[] = reps.map((rep) => rep.repId)): Assignment[] {
  const booked = [...history];
  for (let index = 0; index < count; index++) {
    const repId = pickRep(free, reps, booked);
    if (repId === null) throw new Error("nobody picked");
    booked.push({ repId, bookedAt: new Date(start + booked.length * 60_000) });
  }
  return booked;
}

const countsOf = (history: Assignment[]) => {
  const counts: Record<number, number> = {};
  for (const { repId } of history) counts[repId] = (counts[repId] ?? 0) + 1;
  return counts;
};

describe("pickRep", () => {
  it("goes round evenly when the weights are equal", () => {
    const reps = [1, 2, 3].map((repId) => ({ repId, weight: 1 }));
    const history = bookMany(300, reps);
    expect(history.slice(0, 7).map((entry) => entry.repId)).toEqual([1, 2, 3, 1, 2, 3, 1]);
    expect(countsOf(history)).toEqual({ 1: 100, 2: 100, 3: 100 });
  });

  it("gives a rep of weight 2 twice the bookings of a rep of weight 1", () => {
    const reps = [
      { repId: 1, weight: 2 },
      { repId: 2, weight: 1 },
    ];
    const history = bookMany(300, reps);
    expect(history.slice(0, 6).map((entry) => entry.repId)).toEqual([1, 2, 1, 2, 1, 1]);
    expect(countsOf(history)).toEqual({ 1: 200, 2: 100 });
    expect(countsOf(bookMany(70, [...reps, { repId: 3, weight: 4 }]))).toEqual({ 1: 20, 2: 10, 3: 40 });
  });

  it("picks only from the free list, and nobody when nobody is free", () => {
    const reps = [1, 2, 3].map((repId) => ({ repId, weight: 1 }));
    const history = bookMany(20, reps, [], [2, 3]);
    expect(countsOf(history)).toEqual({ 2: 10, 3: 10 });
    expect(pickRep([], reps, history)).toBeNull();
    expect(pickRep([9], reps, history)).toBeNull();
  });

  it("starts a new rep level with the others, not owed every booking", () => {
    const team = [1, 2, 3].map((repId) => ({ repId, weight: 1 }));
    const before = bookMany(90, team);
    const after = bookMany(40, [...team, { repId: 4, weight: 1 }], before).slice(90);
    expect(after.slice(0, 5).map((entry) => entry.repId)).toEqual([4, 1, 2, 3, 4]);
    expect(countsOf(after)).toEqual({ 1: 10, 2: 10, 3: 10, 4: 10 });
  });

  it("brings a rep back from time off level with the others, not owed what they missed", () => {
    const reps = [1, 2, 3].map((repId) => ({ repId, weight: 1 }));
    const whileAway = bookMany(60, reps, bookMany(3, reps), [1, 2]);
    const back = bookMany(12, reps, whileAway).slice(whileAway.length);
    expect(countsOf(back)).toEqual({ 1: 4, 2: 4, 3: 4 });
  });

  it("gives the same answer for the same history, whatever order it is passed in", () => {
    const reps = [1, 2, 3].map((repId) => ({ repId, weight: 1 }));
    const history = bookMany(8, reps);
    expect(pickRep([1, 2, 3], reps, [...history].reverse())).toBe(pickRep([1, 2, 3], reps, history));
    expect(pickRep([3, 2, 1], reps, history)).toBe(3);
  });

  it("breaks a tie by the least recently booked rep", () => {
    const reps = [1, 2].map((repId) => ({ repId, weight: 1 }));
    const history = [
      { repId: 2, bookedAt: new Date("2026-03-02T15:00:00Z") },
      { repId: 1, bookedAt: new Date("2026-03-02T16:00:00Z") },
    ];
    expect(pickRep([1, 2], reps, history)).toBe(2);
  });
});
