import { expect, it } from "vitest";
import { en } from "../languages/words/en";
import { pt } from "../languages/words/pt";
import { formatDate, splitTags } from "./format";

it("reads PocketBase's date format", () => {
  expect(formatDate("2026-03-12 09:00:00.000Z", en)).toBe("12 March 2026");
});

it("writes every month as Intl's en-GB long date does, on the UTC day", () => {
  const intl = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
  for (let month = 0; month < 12; month++) {
    for (const [day, hour] of [
      [1, 0],
      [28, 23],
    ] as const) {
      const date = new Date(Date.UTC(2026, month, day, hour, 59));
      expect(formatDate(date.toISOString().replace("T", " "), en)).toBe(intl.format(date));
    }
  }
});

it("writes every month as Intl's pt-PT long date does, in Portuguese", () => {
  const intl = new Intl.DateTimeFormat("pt-PT", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
  for (let month = 0; month < 12; month++) {
    const date = new Date(Date.UTC(2026, month, 9, 12));
    expect(formatDate(date.toISOString().replace("T", " "), pt)).toBe(intl.format(date));
  }
});

it("says nothing for an empty or unreadable date", () => {
  expect(formatDate("", en)).toBe("");
  expect(formatDate("soon", en)).toBe("");
});

it("splits tags", () => {
  expect(splitTags("design, culture")).toEqual(["design", "culture"]);
  expect(splitTags("")).toEqual([]);
});
