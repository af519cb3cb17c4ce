// npm run icons: rewrites web/src/lib/icons/ (one module per icon the app's code draws) and web/src/lib/icon-masks.css
// (the icons the stylesheet draws as masks) after a change to shared/icons/icon-names.ts or to @iconify-json/ph.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ICON_MASKS_FILE, ICON_MODULES_DIR, iconMasksCss, iconModules } from "./lib/icon-set";

writeFileSync(ICON_MASKS_FILE, iconMasksCss());
mkdirSync(ICON_MODULES_DIR, { recursive: true });
const modules = iconModules();
for (const file of readdirSync(ICON_MODULES_DIR)) if (!modules.has(file)) rmSync(path.join(ICON_MODULES_DIR, file));
for (const [file, text] of modules) writeFileSync(path.join(ICON_MODULES_DIR, file), text);
console.log(`Wrote ${ICON_MASKS_FILE} and ${modules.size} modules in ${ICON_MODULES_DIR}`);
