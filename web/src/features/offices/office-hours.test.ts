import { describe, expect, it } from "vitest";
import { isOpen, localClock } from "./office-hours";

describe("office clocks", () => {
  // Friday 20 November 2026, 14:30 UTC
  const now = new Date("2026-11-20T14:30:00Z");
  const hours = [{ days: ["mon", "tue", "wed", "thu", "fri"] as const, opens: "09:00", closes: "18:00" }].map((p) => ({
    ...p,
    days: [...p.days],
  }));

  it("tells the local day and time", () => {
    expect(localClock("Europe/Lisbon", now)).toEqual({ day: "fri", time: "14:30" });
    expect(localClock("Asia/Tokyo", now)).toEqual({ day: "fri", time: "23:30" });
    expect(localClock("America/New_York", now)).toEqual({ day: "fri", time: "09:30" });
  });

  it("knows whether an office is open", () => {
    expect(isOpen(hours, "Europe/Lisbon", now)).toBe(true);
    expect(isOpen(hours, "Asia/Tokyo", now)).toBe(false);
    expect(isOpen(null, "Europe/Lisbon", now)).toBe(false);
  });
});
