import path from "node:path";

/** Where the run leaves its pictures of every page and state, for people to look at. */
export const SCREENSHOTS = path.join(import.meta.dirname, "../.artifacts/screenshots");

export const screenshotPath = (name: string) => path.join(SCREENSHOTS, `${name}.png`);
