/**
 * SQLite's statistics of the tables, kept up with their growth (issue 34). The planner chooses an index by them: a site
 * that began with the demo and grew to 20,000 articles kept the statistics of its first dozen rows, and SQLite then
 * scanned tables it believed small. PocketBase's own daily `PRAGMA optimize` looks only at the tables its one
 * connection has read; 0x10002 looks at every table and analyses the ones whose size changed tenfold. The analysis reads
 * at most STATISTICS_ROWS rows of each index, as SQLite advises for this pragma, so it stays quick at any size.
 */
export const STATISTICS_ROWS = 1000;

export function refreshStatistics(app: CoreApp): void {
  const started = Date.now();
  try {
    // The writer's one connection: the pragmas are per connection, and the analysis writes sqlite_stat1.
    const db = app.nonconcurrentDB();
    db.newQuery(`PRAGMA analysis_limit=${STATISTICS_ROWS}`).execute();
    db.newQuery("PRAGMA optimize=0x10002").execute();
  } catch (error) {
    // Statistics are an aid to the planner: a full disk or a busy writer leaves the old ones, never a failed start.
    app.logger().warn("SQLite's statistics were not refreshed; the old ones stay", "error", String(error));
    return;
  }
  const ms = Date.now() - started;
  if (ms >= 100) app.logger().info("Refreshed SQLite's statistics of tables that grew", "ms", ms);
}
