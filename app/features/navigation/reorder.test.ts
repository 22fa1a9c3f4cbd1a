import { describe, expect, it } from "vitest";
import { moveBefore, moveOneStep, parseSnapshot, sameMembers, snapshotIsCurrent, sortOrdersFor } from "./reorder";

describe("moveOneStep", () => {
  it("swaps an item with its neighbour", () => {
    expect(moveOneStep([1, 2, 3], 2, "up")).toEqual([2, 1, 3]);
    expect(moveOneStep([1, 2, 3], 2, "down")).toEqual([1, 3, 2]);
  });

  it("leaves the order alone at either end, and knows when the item is not there", () => {
    expect(moveOneStep([1, 2, 3], 1, "up")).toEqual([1, 2, 3]);
    expect(moveOneStep([1, 2, 3], 3, "down")).toEqual([1, 2, 3]);
    expect(moveOneStep([1, 2, 3], 9, "up")).toBeNull();
  });
});

describe("moveBefore (drag and drop)", () => {
  it("puts the item before the one it was dropped on, or at the end", () => {
    expect(moveBefore([1, 2, 3, 4], 4, 2)).toEqual([1, 4, 2, 3]);
    expect(moveBefore([1, 2, 3, 4], 1, 4)).toEqual([2, 3, 1, 4]);
    expect(moveBefore([1, 2, 3, 4], 2, null)).toEqual([1, 3, 4, 2]);
    expect(moveBefore([1, 2, 3], 2, 9)).toBeNull();
  });
});

describe("sortOrdersFor", () => {
  it("reuses the section's own slots, so the section keeps its place among the columns", () => {
    const orders = sortOrdersFor([30, 10, 20], [120, 130, 140]);
    expect([...orders]).toEqual([
      [30, 120],
      [10, 130],
      [20, 140],
    ]);
  });

  it("makes equal slots strictly increasing", () => {
    expect([...sortOrdersFor(["b", "a", "c"], [0, 0, 5])]).toEqual([
      ["b", 0],
      ["a", 1],
      ["c", 5],
    ]);
  });
});

describe("section snapshots", () => {
  it("reads id:version pairs and refuses anything else", () => {
    expect(parseSnapshot("12:3,15:1")).toEqual([
      { id: 12, version: 3 },
      { id: 15, version: 1 },
    ]);
    for (const bad of ["", "12", "12:x", "1:1,1:2", "1:1;DROP", null, 5, `${"1:1,".repeat(2000)}1:1`])
      expect(parseSnapshot(bad)).toBeNull();
  });

  it("is current only with the same items, order and versions", () => {
    const now = [
      { id: 1, version: 1 },
      { id: 2, version: 4 },
    ];
    expect(snapshotIsCurrent(parseSnapshot("1:1,2:4") ?? [], now)).toBe(true);
    expect(snapshotIsCurrent(parseSnapshot("2:4,1:1") ?? [], now)).toBe(false);
    expect(snapshotIsCurrent(parseSnapshot("1:1,2:3") ?? [], now)).toBe(false);
    expect(snapshotIsCurrent(parseSnapshot("1:1") ?? [], now)).toBe(false);
  });

  it("compares members without order", () => {
    expect(sameMembers([1, 2], [2, 1])).toBe(true);
    expect(sameMembers([1, 1], [1, 2])).toBe(false);
  });
});
