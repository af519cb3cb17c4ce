// The request log's size (lib/log-size.ts): checked every minute, pruned past LOG_MAX_MB.

cronAdd("request-log-size", "* * * * *", () => {
  const { pruneRequestLog } = require(`${__hooks}/lib/log-size.js`) as typeof import("./lib/log-size");
  pruneRequestLog($app);
});
