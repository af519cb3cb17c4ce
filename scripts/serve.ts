// npm run serve: serve the current build. Demo content loads only with SEED_DEMO=true.
import { exitWith, serve } from "./lib/serve";

await serve({ seedDemoByDefault: false }).catch(exitWith);
