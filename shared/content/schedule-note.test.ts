import { describe, expect, it } from "vitest";
import { momentInStudios, type Studio, scheduleNote } from "./schedule-note";

const fixed = (minutes: number): Studio["offsets"] => ({ periods: [{ from: 0, minutes }], until: Date.UTC(2100, 0, 1) });
const STUDIOS: Studio[] = [
  { city: "Lisbon", offsets: fixed(0) },
  { city: "New York", offsets: fixed(-300) },
  { city: "Tokyo", offsets: fixed(540) },
];
const NOW = Date.UTC(2026, 10, 26, 12, 0);

describe("momentInStudios", () => {
  it("gives UTC, then each studio's clock, naming the day only where it differs", () => {
    expect(momentInStudios(Date.UTC(2026, 10, 27, 18, 30), STUDIOS)).toBe(
      "Fri 27 Nov 2026, 18:30 UTC: 18:30 in Lisbon, 13:30 in New York, Sat 28 Nov, 03:30 in Tokyo",
    );
  });

  it("leaves out a studio whose offsets say nothing, and says UTC alone with no studio", () => {
    expect(momentInStudios(Date.UTC(2026, 10, 27, 9), [{ city: "Nowhere", offsets: null }])).toBe("Fri 27 Nov 2026, 09:00 UTC");
    expect(momentInStudios(Date.UTC(2026, 10, 27, 9), [])).toBe("Fri 27 Nov 2026, 09:00 UTC");
  });
});

describe("scheduleNote", () => {
  it("tells a publish time ahead, and whether the record is published yet", () => {
    expect(scheduleNote({ status: "published", published_at: "2026-11-27 02:00:00.000Z" }, STUDIOS, NOW)).toBe(
      "Goes live Fri 27 Nov 2026, 02:00 UTC: 02:00 in Lisbon, Thu 26 Nov, 21:00 in New York, 11:00 in Tokyo.",
    );
    expect(scheduleNote({ status: "draft", published_at: "2026-11-27 02:00:00.000Z" }, STUDIOS, NOW)).toMatch(
      /^Set to go live once published Fri 27 Nov/,
    );
  });

  it("says nothing of a publish time past, and tells an unpublish time either side of now", () => {
    expect(scheduleNote({ status: "published", published_at: "2026-01-01 00:00:00.000Z" }, STUDIOS, NOW)).toBe("");
    expect(
      scheduleNote(
        { status: "published", published_at: "2026-01-01 00:00:00.000Z", unpublish_at: "2026-12-01 00:00:00.000Z" },
        STUDIOS,
        NOW,
      ),
    ).toMatch(/^Leaves the site Tue 1 Dec 2026, 00:00 UTC: 00:00 in Lisbon, Mon 30 Nov, 19:00 in New York/);
    expect(
      scheduleNote({ status: "published", published_at: "", unpublish_at: "2026-11-01 00:00:00.000Z" }, STUDIOS, NOW),
    ).toMatch(/^Left the site Sun 1 Nov 2026/);
  });

  it("is empty with no times, and ignores a date it cannot read", () => {
    expect(scheduleNote({ status: "draft", published_at: "" }, STUDIOS, NOW)).toBe("");
    expect(scheduleNote({ status: "published", published_at: "soon" }, STUDIOS, NOW)).toBe("");
  });
});
