import { describe, expect, it } from "vitest";
import { clockAt, offsetAt, type ZoneOffsets } from "./zone-offsets";

// London around the end of summer time in 2026: BST (+60) until 25 October 01:00 UTC, then GMT.
const london: ZoneOffsets = {
  periods: [
    { from: Date.UTC(2026, 2, 29, 1), minutes: 60 },
    { from: Date.UTC(2026, 9, 25, 1), minutes: 0 },
  ],
  until: Date.UTC(2027, 2, 28, 1),
};

describe("offsetAt", () => {
  it("reads the period the moment falls in, changing at the exact millisecond", () => {
    expect(offsetAt(london, new Date(Date.UTC(2026, 6, 1)))).toBe(60);
    expect(offsetAt(london, new Date(Date.UTC(2026, 9, 25, 1) - 1))).toBe(60);
    expect(offsetAt(london, new Date(Date.UTC(2026, 9, 25, 1)))).toBe(0);
  });

  it("says nothing before the first period, from the horizon on, or without offsets", () => {
    expect(offsetAt(london, new Date(Date.UTC(2026, 0, 1)))).toBeUndefined();
    expect(offsetAt(london, new Date(london.until))).toBeUndefined();
    expect(offsetAt(null, new Date())).toBeUndefined();
    expect(offsetAt({} as ZoneOffsets, new Date())).toBeUndefined();
  });
});

describe("clockAt", () => {
  it("turns an offset into the local weekday and 24-hour time, across midnight and on half hours", () => {
    const instant = new Date(Date.UTC(2026, 10, 25, 22, 5)); // Wednesday 22:05 UTC
    expect(clockAt(0, instant)).toEqual({ day: "wed", time: "22:05" });
    expect(clockAt(540, instant)).toEqual({ day: "thu", time: "07:05" }); // Tokyo
    expect(clockAt(330, instant)).toEqual({ day: "thu", time: "03:35" }); // Kolkata
    expect(clockAt(-300, instant)).toEqual({ day: "wed", time: "17:05" }); // New York
  });

  it("agrees with Intl across a year, in zones with half- and quarter-hour offsets and summer time", () => {
    const zones = ["Europe/London", "America/St_Johns", "Asia/Kathmandu", "Australia/Lord_Howe", "Pacific/Chatham", "Asia/Tokyo"];
    for (const timeZone of zones) {
      const clock = new Intl.DateTimeFormat("en-GB", {
        timeZone,
        weekday: "short",
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
      });
      const offset = new Intl.DateTimeFormat("en-GB", { timeZone, timeZoneName: "longOffset" });
      for (let hours = 0; hours < 366 * 24; hours += 37) {
        const now = new Date(Date.UTC(2026, 0, 1) + hours * 3_600_000);
        const part = (parts: Intl.DateTimeFormatPart[], type: string) => parts.find((p) => p.type === type)?.value ?? "";
        const shown = clock.formatToParts(now);
        const [, sign, hh, mm] = /GMT(?:([+-])(\d\d):(\d\d))?/.exec(part(offset.formatToParts(now), "timeZoneName")) ?? [];
        const minutes = sign ? (sign === "-" ? -1 : 1) * (Number(hh) * 60 + Number(mm)) : 0;
        expect(clockAt(minutes, now), `${timeZone} at ${now.toISOString()}`).toEqual({
          day: part(shown, "weekday").slice(0, 3).toLowerCase(),
          time: `${part(shown, "hour")}:${part(shown, "minute")}`,
        });
      }
    }
  });
});
