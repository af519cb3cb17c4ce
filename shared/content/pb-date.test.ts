import { describe, expect, it } from "vitest";
import { isoDate, pbDate } from "./pb-date";

describe("pbDate", () => {
  it("writes PocketBase's format, which sorts and compares like the moment itself", () => {
    expect(pbDate(Date.UTC(2026, 10, 22, 6, 30))).toBe("2026-11-22 06:30:00.000Z");
    expect(pbDate(1000) < pbDate(2000)).toBe(true);
  });
});

describe("isoDate", () => {
  it("reads PocketBase's format as ISO 8601", () => {
    expect(isoDate("2026-03-12 09:00:00.000Z")).toBe("2026-03-12T09:00:00.000Z");
  });
});
