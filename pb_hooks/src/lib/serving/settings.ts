// The environment's settings, as the boot hook (settings.pb.ts) requires them: the parsing lives in the shared room.
export { cdnFromEnv } from "../../../../shared/serving/cdn";
export { settingsFromEnv } from "../../../../shared/serving/settings-from-env";
