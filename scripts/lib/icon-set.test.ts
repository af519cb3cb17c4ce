import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { ICON_SET_FILE, iconSetText } from "./icon-set";

it("the committed icon subset holds exactly the named icons of the installed set (else: npm run icons)", () => {
  expect(readFileSync(ICON_SET_FILE, "utf8")).toBe(iconSetText());
});
