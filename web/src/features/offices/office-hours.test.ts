import { describe, expect, it } from "vitest";
import type { Office } from "../../../../shared/records";
import { isOpen, localClock } from "./office-hours";

describe("office clocks", () => {
  // Friday 20 November 2026, 14:30 UTC
  const now = new Date("2026-11-20T14:30:00Z");
  const hours = [{ days: ["mon", "tue", "wed", "thu", "fri"] as const, opens: "09:00", closes: "18:00" }].map((p) => ({
    ...p,
    days: [...p.days],
  }));
  const inZone = (time_zone: Office["time_zone"]) => ({ time_zone, time_zone_offsets: null });

  it("tells the local day and time from the time zone's name when the office has no offsets", () => {
    expect(localClock(inZone("Europe/Lisbon"), now)).toEqual({ day: "fri", time: "14:30" });
    expect(localClock(inZone("Asia/Tokyo"), now)).toEqual({ day: "fri", time: "23:30" });
    expect(localClock(inZone("America/New_York"), now)).toEqual({ day: "fri", time: "09:30" });
  });

  it("reads the saved offsets while they cover the moment, and the time zone's name after them", () => {
    // Offsets that disagree with Lisbon's real one, to tell which source answered.
    const office = {
      time_zone: "Europe/Lisbon" as const,
      time_zone_offsets: { periods: [{ from: 0, minutes: 120 }], until: now.getTime() + 1 },
    };
    expect(localClock(office, now)).toEqual({ day: "fri", time: "16:30" });
    expect(localClock(office, new Date(now.getTime() + 1))).toEqual({ day: "fri", time: "14:30" });
  });

  it("knows whether an office is open", () => {
    expect(isOpen(hours, localClock(inZone("Europe/Lisbon"), now))).toBe(true);
    expect(isOpen(hours, localClock(inZone("Asia/Tokyo"), now))).toBe(false);
    expect(isOpen(null, localClock(inZone("Europe/Lisbon"), now))).toBe(false);
  });
});
