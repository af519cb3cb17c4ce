// Written by npm run icons (scripts/lib/icon-set.ts) from @iconify-json/ph: do not edit.
import type { IconShape } from "../../../../shared/icons/icons";

export const arrowUpRight: IconShape = {
  viewBox: "0 0 256 256",
  body: '<path fill="currentColor" d="M200 64v104a8 8 0 0 1-16 0V83.31L69.66 197.66a8 8 0 0 1-11.32-11.32L172.69 72H88a8 8 0 0 1 0-16h104a8 8 0 0 1 8 8"/>',
};
