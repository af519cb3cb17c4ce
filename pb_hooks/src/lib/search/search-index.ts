// The search hooks' entry to the index module the migration also fills it with (pb_migrations/src/lib/search-index.ts).
export { indexRecord, unindexRecord } from "../../../../pb_migrations/src/lib/search-index";
