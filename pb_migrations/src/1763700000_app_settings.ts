// The application's own settings: name, logs, backups and rate limits that suit a public site.
// SMTP and trusted proxy headers are left to ops: the admin, or the environment (see README).

migrate(
  (app) => {
    const settings = app.settings();
    unmarshal(
      {
        meta: { appName: "Meridian Studio", hideControls: true },
        logs: { maxDays: 14 },
        backups: { cron: "0 3 * * *", cronMaxKeep: 7 },
        rateLimits: {
          enabled: true,
          rules: [
            // A person sends one message, perhaps a correction; a script sends hundreds.
            { label: "contact:create", maxRequests: 3, duration: 60 },
            { label: "*:auth", maxRequests: 2, duration: 3 },
            { label: "*:create", maxRequests: 20, duration: 5 },
            { label: "/api/batch", maxRequests: 3, duration: 1 },
            { label: "/api/", maxRequests: 300, duration: 10 },
          ],
        },
      },
      settings,
    );
    app.save(settings);
  },
  (app) => {
    const settings = app.settings();
    unmarshal(
      {
        meta: { appName: "Acme", hideControls: false },
        logs: { maxDays: 5 },
        backups: { cron: "", cronMaxKeep: 3 },
        rateLimits: { enabled: false },
      },
      settings,
    );
    app.save(settings);
  },
);
