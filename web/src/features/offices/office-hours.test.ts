import { describe, expect, it } from "vitest";
import { isOpen, localClock } from "./office-hours";

describe("office clocks", () => {
  // Friday 20 November 2026, 14:30 UTC
  const now = new Date("2026-11-20T14:30:00Z");
  const hours = [{ days: ["mon", "tue", "wed", "thu", "fri"] as const, opens: "09:00", closes: "18:00" }].map((p) => ({
    ...p,
    days: [...p.days],
  }));
  const at = (minutes: number) => ({ time_zone_offsets: { periods: [{ from: 0, minutes }], until: now.getTime() + 1 } });

  it("tells the local day and time from the offsets the server saved", () => {
    expect(localClock(at(0), now)).toEqual({ day: "fri", time: "14:30" }); // Lisbon
    expect(localClock(at(540), now)).toEqual({ day: "fri", time: "23:30" }); // Tokyo
    expect(localClock(at(-300), now)).toEqual({ day: "fri", time: "09:30" }); // New York
  });

  it("tells nothing where the offsets say nothing: past them, or without any", () => {
    expect(localClock(at(0), new Date(now.getTime() + 1))).toBeUndefined();
    expect(localClock({ time_zone_offsets: null }, now)).toBeUndefined();
  });

  it("knows whether an office is open", () => {
    expect(isOpen(hours, { day: "fri", time: "14:30" })).toBe(true);
    expect(isOpen(hours, { day: "fri", time: "23:30" })).toBe(false);
    expect(isOpen(hours, { day: "sat", time: "10:00" })).toBe(false);
    expect(isOpen(null, { day: "fri", time: "14:30" })).toBe(false);
  });
});
