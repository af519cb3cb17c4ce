// The request log's privacy and retention from the environment (LOG_IP, LOG_MAX_DAYS; decision 083), on a data dir's
// first start too: the boot hook (pb_hooks/src/settings.pb.ts) applies them at every start, but on a new data dir the
// migrations run after it and the first one writes PocketBase's starting log settings. Without LOG_IP=true, no IP.

import { settingsFromEnv } from "../../shared/serving/settings-from-env";

migrate((app) => {
  const { logs } = settingsFromEnv((name) => $os.getenv(name));
  const settings = app.settings();
  settings.logs.logIP = logs.logIP;
  if (logs.maxDays !== undefined) settings.logs.maxDays = logs.maxDays;
  app.save(settings);
});
