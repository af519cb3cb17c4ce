import { describe, expect, it } from "vitest";
import { SEAT_IDLE_MS, type SeatStore, takeSeat } from "./render-seats";

function storeOf(): SeatStore & { values: Map<string, unknown> } {
  const values = new Map<string, unknown>();
  return { values, get: (key) => values.get(key), setFunc: (key, fn) => void values.set(key, fn(values.get(key))) };
}

describe("render seats", () => {
  it("seats the first engines that render, up to the bound, and no more", () => {
    const store = storeOf();
    expect(["a", "b", "c"].map((engine) => takeSeat(store, engine, 1_000, 2, 2))).toEqual([true, true, false]);
    expect(store.values.size).toBe(2);
  });

  it("keeps an engine's seat while it renders, however many others ask", () => {
    const store = storeOf();
    takeSeat(store, "a", 0, 1, 2);
    for (let minute = 1; minute <= 30; minute++) {
      expect(takeSeat(store, "b", minute * 60_000, 1, 2)).toBe(false);
      expect(takeSeat(store, "a", minute * 60_000 + 1, 1, 2)).toBe(true);
    }
  });

  it("frees a seat left idle, and its old holder finds it gone", () => {
    const store = storeOf();
    takeSeat(store, "a", 0, 1, 2);
    expect(takeSeat(store, "b", SEAT_IDLE_MS - 1, 1, 2)).toBe(false);
    expect(takeSeat(store, "b", SEAT_IDLE_MS, 1, 2)).toBe(true);
    expect(takeSeat(store, "a", SEAT_IDLE_MS + 1, 1, 2)).toBe(false);
  });

  it("seats an engine at its second draw, not its first: one made for a single request is dropped after it", () => {
    const store = storeOf();
    expect(takeSeat(store, "once", 0, 1, 1)).toBe(false);
    expect(store.values.size).toBe(0);
    expect(takeSeat(store, "kept", 1, 1, 2)).toBe(true);
    expect(takeSeat(store, "once", 2, 1, 1)).toBe(false);
    expect(takeSeat(store, "kept", 3, 1, 3)).toBe(true);
  });

  it("seats no engine with the bound at 0", () => {
    const store = storeOf();
    expect(takeSeat(store, "a", 0, 0, 2)).toBe(false);
    expect(store.values.size).toBe(0);
  });
});
