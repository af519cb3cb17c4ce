/** A host name that stands for "another website" in tests; Chromium resolves it to this machine (playwright.config.ts). */
export const EXTERNAL_HOST = "elsewhere.example";
