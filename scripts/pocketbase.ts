// Prints the path of the pinned PocketBase binary, building or downloading it first when needed.
import { ensurePocketBase } from "./lib/pocketbase-binary";

try {
  console.log(await ensurePocketBase());
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
