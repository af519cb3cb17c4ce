// The search hooks' entry to the index module the migration also fills it with (pb_migrations/src/lib/search-index.ts).
import { settlePending } from "../../../../pb_migrations/src/lib/search-index";

export { markPending, settleAllPending } from "../../../../pb_migrations/src/lib/search-index";

/**
 * TEST_INDEX_DELAY_MS: the time between a save's commit and its row, made long on purpose so a test can kill the
 * process in it (tests/search-durability.test.ts). Read once per VM; never set outside tests.
 */
let delay: number | undefined;

/** A saved record's row, written once the save has committed (search.pb.ts). */
export function settleSaved(app: CoreApp, collection: string, id: string): void {
  delay ??= Number($os.getenv("TEST_INDEX_DELAY_MS") || 0);
  if (delay > 0) sleep(delay);
  settlePending(app, collection, id);
}
