// npm run dev: Vite with HMR in front of a PocketBase that restarts when hooks change;
// hook and migration sources rebuild on save.
import path from "node:path";
import { createServer } from "vite";
import { inHooksDir, watchServer } from "./lib/build-server";
import { projectRoot } from "./lib/pocketbase-binary";
import { exitWith, type Serving, serve } from "./lib/serve";

// Every compiled file is written before PocketBase starts; later rebuilds restart it only once it is up (issue 23).
let server: Promise<Serving> | undefined;
const stopWatching = await watchServer((files) => {
  const hooks = files.filter(inHooksDir);
  if (hooks.length === 0 || !server) return;
  const names = hooks.slice(0, 3).map((file) => path.relative(projectRoot, file));
  const more = hooks.length > 3 ? ` and ${hooks.length - 3} more` : "";
  console.error(`\n${names.join(", ")}${more} changed: restarting PocketBase`);
  void server.then((s) => s.restart()).catch(exitWith);
}).catch(exitWith);
server = serve({ seedDemoByDefault: true });
await server.catch(exitWith);
const vite = await createServer({ configFile: path.join(projectRoot, "vite.config.ts") });
await vite.listen();
vite.printUrls();
// The serving script named PocketBase's own address above: the one to open while editing is Vite's.
console.log(
  `\nOpen ${vite.resolvedUrls?.local[0] ?? "http://127.0.0.1:5173/"} to edit with live updates; PocketBase's admin stays at /_/.`,
);
process.once("SIGINT", () => void Promise.all([vite.close(), stopWatching()]));
