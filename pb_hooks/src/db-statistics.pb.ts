// SQLite's statistics follow the tables' growth (lib/serving/db-statistics.ts, issue 34): at each start and every hour.

onBootstrap((e) => {
  e.next();
  const { refreshStatistics } = require(
    `${__hooks}/lib/serving/db-statistics.js`,
  ) as typeof import("./lib/serving/db-statistics");
  refreshStatistics(e.app);
});

cronAdd("db-statistics", "17 * * * *", () => {
  const { refreshStatistics } = require(
    `${__hooks}/lib/serving/db-statistics.js`,
  ) as typeof import("./lib/serving/db-statistics");
  refreshStatistics($app);
});
