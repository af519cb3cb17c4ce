// Written by npm run icons (scripts/lib/icon-set.ts) from @iconify-json/ph, as shared/icons/icon-set.json: do not edit.
import type { IconShape } from "../../../../shared/icons/icons";

export const list: IconShape = {
  viewBox: "0 0 256 256",
  body: '<path fill="currentColor" d="M224 128a8 8 0 0 1-8 8H40a8 8 0 0 1 0-16h176a8 8 0 0 1 8 8M40 72h176a8 8 0 0 0 0-16H40a8 8 0 0 0 0 16m176 112H40a8 8 0 0 0 0 16h176a8 8 0 0 0 0-16"/>',
};
