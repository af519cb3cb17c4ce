// npm run icons: rewrites shared/icon-set.json after a change to shared/icon-names.ts or to @iconify-json/ph.
import { writeFileSync } from "node:fs";
import { ICON_SET_FILE, iconSetText } from "./lib/icon-set";

writeFileSync(ICON_SET_FILE, iconSetText());
console.log(`Wrote ${ICON_SET_FILE}`);
