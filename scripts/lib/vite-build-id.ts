import { randomBytes } from "node:crypto";
import type { Plugin } from "vite";

/** Where a build publishes its id; the running app polls it to learn that a newer build was deployed. */
const LATEST_BUILD_FILE = "builds/latest.json";

/**
 * Gives every production build an id: compiled into the app as `__BUILD_ID__` and
 * written to pb_public/builds/latest.json. The dev server's id is "dev" (and it
 * serves no latest.json, which the app tolerates).
 */
export function buildId(): Plugin {
  const id = `${Date.now().toString(36)}-${randomBytes(4).toString("hex")}`;
  return {
    name: "build-id",
    config: (_, { command }) => ({ define: { __BUILD_ID__: JSON.stringify(command === "build" ? id : "dev") } }),
    generateBundle() {
      this.emitFile({ type: "asset", fileName: LATEST_BUILD_FILE, source: `${JSON.stringify({ id, timestamp: Date.now() })}\n` });
    },
  };
}
