// Memory kept by idle database connections (decision 069). PocketBase keeps up to 15 idle connections to data.db for
// 3 minutes, each with SQLite's page cache of up to 32 MB: after a burst of API reads they held the database over
// and over, outside the Go heap that GOMEMLIMIT governs. Fewer idle connections, closed sooner, hand it back.

onBootstrap((e) => {
  e.next();
  const { tuneIdleConnections } = require(`${__hooks}/lib/db-connections.js`) as typeof import("./lib/db-connections");
  tuneIdleConnections(e.app);
});
