import { describe, expect, it } from "vitest";
import { pbDate } from "./pb-date";

describe("pbDate", () => {
  it("writes PocketBase's format, which sorts and compares like the moment itself", () => {
    expect(pbDate(Date.UTC(2026, 10, 22, 6, 30))).toBe("2026-11-22 06:30:00.000Z");
    expect(pbDate(1000) < pbDate(2000)).toBe(true);
  });
});
