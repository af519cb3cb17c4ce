import { describe, expect, it } from "vitest";
import { en } from "../languages/words/en";
import { describeDays, openingHoursProblem } from "./opening-hours";

describe("openingHoursProblem", () => {
  it.each([
    [null],
    [[]],
    [[{ days: ["mon", "tue"], opens: "09:00", closes: "18:00" }]],
    [[{ days: ["sat"], opens: "10:00", closes: "14:30" }]],
  ])("accepts %j", (value) => {
    expect(openingHoursProblem(value)).toBeUndefined();
  });

  it.each([
    ["Mon-Fri 9-5", /must be a list/],
    [[{ opens: "09:00", closes: "18:00" }], /needs "days"/],
    [[{ days: ["monday"], opens: "09:00", closes: "18:00" }], /"monday" is not a day/],
    [[{ days: ["mon"], opens: "9:00", closes: "18:00" }], /"opens" must be a 24-hour time/],
    [[{ days: ["mon"], opens: "09:00", closes: "24:00" }], /"closes" must be a 24-hour time/],
    [[{ days: ["mon"], opens: "18:00", closes: "09:00" }], /closes \(09:00\) before it opens/],
  ])("refuses %j", (value, problem) => {
    expect(openingHoursProblem(value)).toMatch(problem);
  });
});

describe("describeDays", () => {
  it.each([
    [["mon", "tue", "wed", "thu", "fri"], "Mon–Fri"],
    [["mon", "tue", "wed", "fri"], "Mon–Wed, Fri"],
    [["sat", "sun"], "Sat, Sun"],
    [["fri", "mon"], "Mon, Fri"],
  ] as const)("%j → %s", (days, text) => {
    expect(describeDays(days, en)).toBe(text);
  });
});
