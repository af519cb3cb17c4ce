// Connections to data.db (lib/serving/db-connections.ts, decision 071). PocketBase opens up to 120 at once and keeps 15 idle for
// 3 minutes, each with SQLite's page cache of up to 32 MB, outside the Go heap that GOMEMLIMIT governs. On a small
// machine a few do the reading faster, and an idle one is closed soon.

onBootstrap((e) => {
  e.next();
  const { tuneConnections } = require(
    `${__hooks}/lib/serving/db-connections.js`,
  ) as typeof import("./lib/serving/db-connections");
  tuneConnections(e.app);
});
