import { expect, it } from "vitest";
import { formatDate, splitTags } from "./format";

it("reads PocketBase's date format", () => {
  expect(formatDate("2026-03-12 09:00:00.000Z")).toBe("12 March 2026");
});

it("says nothing for an empty date", () => {
  expect(formatDate("")).toBe("");
});

it("splits tags", () => {
  expect(splitTags("design, culture")).toEqual(["design", "culture"]);
  expect(splitTags("")).toEqual([]);
});
