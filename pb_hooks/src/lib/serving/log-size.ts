import { readBound } from "../../../../shared/serving/bounds";

/**
 * The request log's database (auxiliary.db and its write-ahead log) stays under LOG_MAX_MB (shared/serving/bounds.ts).
 * Checked every minute, and every few hundred entries logged: once the entries take more than half of it, the oldest
 * go until they take a third. SQLite reuses the pages they free, so the file stops growing at about half; the rest is
 * room for the write-ahead log, which SQLite checkpoints every 4 MB and this truncates after each prune.
 */

const PRUNE_AT = 0.5;
const PRUNE_TO = 0.35;

interface Size {
  used: number;
  rows: number;
}

function logSize(app: CoreApp): Size {
  const row = new DynamicModel({ used: 0, rows: 0 });
  app
    .auxNonconcurrentDB()
    .newQuery(
      "SELECT (p.page_count - f.freelist_count) * s.page_size AS used, (SELECT COUNT(*) FROM {{_logs}}) AS rows " +
        "FROM pragma_page_count() AS p, pragma_freelist_count() AS f, pragma_page_size() AS s",
    )
    .one(row);
  return { used: Number(row.used), rows: Number(row.rows) };
}

/** How many of the oldest entries to remove so that `size` comes down to `target` bytes (entries taken as alike). */
export function entriesToRemove(size: Size, target: number): number {
  if (size.used <= target || size.rows === 0) return 0;
  return Math.min(size.rows, Math.ceil((size.rows * (size.used - target)) / size.used));
}

/** Prunes the request log when it has grown past its share of LOG_MAX_MB; logs what it removed. */
export function pruneRequestLog(app: CoreApp): void {
  const max = readBound("logMaxMb", (name) => $os.getenv(name)) * 1024 * 1024;
  const before = logSize(app);
  if (before.used <= max * PRUNE_AT) return;
  const remove = entriesToRemove(before, max * PRUNE_TO);
  const db = app.auxNonconcurrentDB();
  db.newQuery("DELETE FROM {{_logs}} WHERE [[id]] IN (SELECT [[id]] FROM {{_logs}} ORDER BY [[created]] ASC LIMIT {:n})")
    .bind({ n: remove })
    .execute();
  db.newQuery("PRAGMA wal_checkpoint(TRUNCATE)").execute();
  const after = logSize(app);
  app
    .logger()
    .warn(
      "The request log reached its size limit (LOG_MAX_MB): its oldest entries were removed",
      "removed",
      remove,
      "usedMbBefore",
      Math.round(before.used / 1048576),
      "usedMbAfter",
      Math.round(after.used / 1048576),
      "limitMb",
      max / 1048576,
    );
}

/** Counts one entry logged; every `every`th, looks at the log's size (in the request that logs it). */
export function pruneEvery(app: CoreApp, every: number): void {
  const store = app.store();
  const logged = Number(store.get("requestLog|logged") ?? 0) + 1;
  store.set("requestLog|logged", logged);
  if (logged % every === 0) pruneRequestLog(app);
}
