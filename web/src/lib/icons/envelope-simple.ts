// Written by npm run icons (scripts/lib/icon-set.ts) from @iconify-json/ph: do not edit.
import type { IconShape } from "../../../../shared/icons/icons";

export const envelopeSimple: IconShape = {
  viewBox: "0 0 256 256",
  body: '<path fill="currentColor" d="M224 48H32a8 8 0 0 0-8 8v136a16 16 0 0 0 16 16h176a16 16 0 0 0 16-16V56a8 8 0 0 0-8-8m-20.57 16L128 133.15L52.57 64ZM216 192H40V74.19l82.59 75.71a8 8 0 0 0 10.82 0L216 74.19z"/>',
};
