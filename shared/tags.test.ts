import { expect, it } from "vitest";
import { normaliseTags } from "./tags";

it.each([
  ["Design,  Culture ,design,", "design, culture"],
  ["", ""],
  ["  Motion   Design ", "motion design"],
])("normaliseTags(%j) → %j", (input, output) => {
  expect(normaliseTags(input)).toBe(output);
});
