/**
 * What every page starts once the network has been quiet (background-work.ts), in one chunk: a phone fetches it after
 * every full load, and one file compresses smaller than two (issue 25's budget counts it).
 */
export { watchForNewBuild } from "./build-updates";
export { startRealtime } from "./live-pages";
