// npm run dev: Vite with HMR in front of a PocketBase that restarts when hooks change;
// hook and migration sources rebuild on save.
import path from "node:path";
import { createServer } from "vite";
import { watchServer } from "./lib/build-server";
import { projectRoot } from "./lib/pocketbase-binary";
import { exitWith, serve } from "./lib/serve";

const stopWatching = await watchServer().catch(exitWith);
await serve({ seedDemoByDefault: true, hooksWatch: true }).catch(exitWith);
const vite = await createServer({ configFile: path.join(projectRoot, "vite.config.ts") });
await vite.listen();
vite.printUrls();
process.once("SIGINT", () => void Promise.all([vite.close(), stopWatching()]));
