/** Idle connections kept to data.db (PocketBase keeps 15), and how long an idle one lives (PocketBase: 3 minutes). */
export const IDLE_CONNECTIONS = 2;
export const IDLE_SECONDS = 20;

interface SqlPool {
  setMaxIdleConns(n: number): void;
  setConnMaxIdleTime(d: number): void;
}

/** Tunes the pool under the app's concurrent builder (a *dbx.DB, whose DB() is Go's *sql.DB). */
export function tuneIdleConnections(app: CoreApp): void {
  const builder = app.concurrentDB() as unknown as { db?: () => SqlPool };
  const pool = builder.db?.();
  if (!pool) {
    app.logger().warn("The database's idle connections could not be tuned: no pool under the app's builder");
    return;
  }
  pool.setMaxIdleConns(IDLE_CONNECTIONS);
  // A time.Duration in nanoseconds.
  pool.setConnMaxIdleTime(IDLE_SECONDS * 1_000_000_000);
}
