// The application's own settings: name, logs and backups that suit a small production site.

migrate(
  (app) => {
    const settings = app.settings();
    settings.meta.appName = "Meridian Studio";
    settings.meta.hideControls = true;
    settings.logs.maxDays = 14;
    settings.backups.cron = "0 3 * * *";
    settings.backups.cronMaxKeep = 7;
    app.save(settings);
  },
  (app) => {
    const settings = app.settings();
    settings.meta.appName = "Acme";
    settings.meta.hideControls = false;
    settings.logs.maxDays = 5;
    settings.backups.cron = "";
    settings.backups.cronMaxKeep = 3;
    app.save(settings);
  },
);
