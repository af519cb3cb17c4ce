/// <reference types="vite/client" />

/** This build's id (see scripts/lib/vite-build-id.ts); "dev" under the dev server. */
declare const __BUILD_ID__: string;
