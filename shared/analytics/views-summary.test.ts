import { expect, it } from "vitest";
import { lastDays, utcDay } from "./views-summary";

it("names the UTC day, whatever the time of day", () => {
  expect(utcDay(Date.UTC(2026, 10, 22, 0, 0, 0))).toBe("2026-11-22");
  expect(utcDay(Date.UTC(2026, 10, 22, 23, 59, 59, 999))).toBe("2026-11-22");
});

it("lists the last days, oldest first, across months and a leap day", () => {
  expect(lastDays(Date.UTC(2028, 2, 2, 12), 4)).toEqual(["2028-02-28", "2028-02-29", "2028-03-01", "2028-03-02"]);
  expect(lastDays(Date.UTC(2026, 10, 22, 23, 30), 30)).toHaveLength(30);
  expect(lastDays(Date.UTC(2026, 10, 22, 23, 30), 30)[29]).toBe("2026-11-22");
  expect(lastDays(Date.UTC(2026, 10, 22, 23, 30), 30)[0]).toBe("2026-10-24");
});
