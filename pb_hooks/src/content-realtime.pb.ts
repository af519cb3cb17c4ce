// Open pages follow the records they show through PocketBase's realtime (decision 036). These tell them what
// record events cannot: the content version as they subscribe, scheduled records coming due, withdrawn records.

onRealtimeSubscribeRequest((e) => {
  e.next();
  const { greetSubscriber } = require(`${__hooks}/lib/content-realtime.js`) as typeof import("./lib/content-realtime");
  greetSubscriber(e);
});

cronAdd("content-due", "* * * * *", () => {
  const { announceDue } = require(`${__hooks}/lib/content-realtime.js`) as typeof import("./lib/content-realtime");
  announceDue($app);
});

onRecordAfterUpdateSuccess(
  (e) => {
    const { announceWithdrawal } = require(`${__hooks}/lib/content-realtime.js`) as typeof import("./lib/content-realtime");
    announceWithdrawal(e.app, e.record as core.Record);
    e.next();
  },
  "news",
  "projects",
);
