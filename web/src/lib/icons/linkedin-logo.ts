// Written by npm run icons (scripts/lib/icon-set.ts) from @iconify-json/ph, as shared/icons/icon-set.json: do not edit.
import type { IconShape } from "../../../../shared/icons/icons";

export const linkedinLogo: IconShape = {
  viewBox: "0 0 256 256",
  body: '<path fill="currentColor" d="M216 24H40a16 16 0 0 0-16 16v176a16 16 0 0 0 16 16h176a16 16 0 0 0 16-16V40a16 16 0 0 0-16-16m0 192H40V40h176zM96 112v64a8 8 0 0 1-16 0v-64a8 8 0 0 1 16 0m88 28v36a8 8 0 0 1-16 0v-36a20 20 0 0 0-40 0v36a8 8 0 0 1-16 0v-64a8 8 0 0 1 15.79-1.78A36 36 0 0 1 184 140m-84-56a12 12 0 1 1-12-12a12 12 0 0 1 12 12"/>',
};
