// The request log's size (lib/serving/log-size.ts): checked every minute, pruned past LOG_MAX_MB.

cronAdd("request-log-size", "* * * * *", () => {
  const { pruneRequestLog } = require(`${__hooks}/lib/serving/log-size.js`) as typeof import("./lib/serving/log-size");
  pruneRequestLog($app);
});
