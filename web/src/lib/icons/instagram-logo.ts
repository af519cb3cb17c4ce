// Written by npm run icons (scripts/lib/icon-set.ts) from @iconify-json/ph, as shared/icons/icon-set.json: do not edit.
import type { IconShape } from "../../../../shared/icons/icons";

export const instagramLogo: IconShape = {
  viewBox: "0 0 256 256",
  body: '<path fill="currentColor" d="M128 80a48 48 0 1 0 48 48a48.05 48.05 0 0 0-48-48m0 80a32 32 0 1 1 32-32a32 32 0 0 1-32 32m48-136H80a56.06 56.06 0 0 0-56 56v96a56.06 56.06 0 0 0 56 56h96a56.06 56.06 0 0 0 56-56V80a56.06 56.06 0 0 0-56-56m40 152a40 40 0 0 1-40 40H80a40 40 0 0 1-40-40V80a40 40 0 0 1 40-40h96a40 40 0 0 1 40 40ZM192 76a12 12 0 1 1-12-12a12 12 0 0 1 12 12"/>',
};
