import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { ICON_MASKS_FILE, ICON_MODULES_DIR, iconMasksCss, iconModules } from "./icon-set";

it("the app's icon modules are the icons its code draws, one each, and nothing else (else: npm run icons)", () => {
  const expected = iconModules();
  expect(readdirSync(ICON_MODULES_DIR).sort()).toEqual([...expected.keys()].sort());
  for (const [file, text] of expected) expect(readFileSync(path.join(ICON_MODULES_DIR, file), "utf8"), file).toBe(text);
});

it("the stylesheet's masked icons are the same icons (else: npm run icons)", () => {
  expect(readFileSync(ICON_MASKS_FILE, "utf8")).toBe(iconMasksCss());
});
