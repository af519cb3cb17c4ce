/// <reference types="vite/client" />

declare module "virtual:icons" {
  const icons: import("@iconify/types").IconifyJSON;
  export default icons;
}

/** This build's id (see scripts/lib/vite-build-id.ts); "dev" under the dev server. */
declare const __BUILD_ID__: string;
