// Mail, proxy and request-log settings from the environment (see README, "Configuration"), applied at each start.

onBootstrap((e) => {
  e.next();
  const { cdnFromEnv, settingsFromEnv } = require(
    `${__hooks}/lib/serving/settings.js`,
  ) as typeof import("./lib/serving/settings");
  const patch = settingsFromEnv((name) => $os.getenv(name));
  // Read again where it is used (cdn.pb.ts, pages/answer.ts); read here so that a typo stops the start.
  const cdn = cdnFromEnv((name) => $os.getenv(name));
  if (cdn.on || cdn.purge) {
    e.app
      .logger()
      .info(
        "CDN settings from the environment",
        "mode",
        cdn.on ? "on" : "off",
        "purgeTo",
        cdn.purge ? cdn.purge.url.replace(/^https?:\/\/([^/?#]+).*$/i, "$1") : "",
      );
  }
  if (patch.superuserMfa !== undefined) {
    // PocketBase's own second factor for the admin: after the password, a code mailed to the superuser.
    const superusers = e.app.findCollectionByNameOrId("_superusers");
    superusers.mfa.enabled = patch.superuserMfa;
    superusers.otp.enabled = patch.superuserMfa;
    e.app.save(superusers);
    e.app.logger().info("Applied SUPERUSER_MFA from the environment", "enabled", patch.superuserMfa);
  }
  const settings = e.app.settings();
  // The request log's privacy and retention (LOG_IP, LOG_MAX_DAYS). On a new data dir the first migration then writes
  // PocketBase's starting settings; migration 1763897000 applies these after it.
  settings.logs.logIP = patch.logs.logIP;
  if (patch.logs.maxDays !== undefined) settings.logs.maxDays = patch.logs.maxDays;
  // Headers set in the admin with no proxy listed: every-request.pb.ts drops them from every request.
  if (!patch.trustedProxyHeaders && settings.trustedProxy.headers?.length && !$os.getenv("TRUSTED_PROXY_IPS")) {
    e.app
      .logger()
      .warn(
        "Trusted proxy headers are set but TRUSTED_PROXY_IPS is empty: they are ignored until the proxy's address is listed",
        "headers",
        settings.trustedProxy.headers,
      );
  }
  if (patch.smtp) Object.assign(settings.smtp, patch.smtp);
  if (patch.sender) {
    settings.meta.senderAddress = patch.sender.address;
    if (patch.sender.name) settings.meta.senderName = patch.sender.name;
  }
  if (patch.trustedProxyHeaders) settings.trustedProxy.headers = patch.trustedProxyHeaders;
  e.app.save(settings);
  const { keepTrustedHeaders } = require(
    `${__hooks}/lib/security/trusted-proxy.js`,
  ) as typeof import("./lib/security/trusted-proxy");
  keepTrustedHeaders(e.app);
  e.app
    .logger()
    .info(
      "Applied settings from the environment",
      "smtp",
      Boolean(patch.smtp),
      "proxyHeaders",
      patch.trustedProxyHeaders ?? [],
      "logIP",
      settings.logs.logIP,
      "logMaxDays",
      settings.logs.maxDays,
    );
});

// The trusted proxy headers every request reads (lib/security/trusted-proxy.ts), kept current as the settings change.
onSettingsReload((e) => {
  e.next();
  const { keepTrustedHeaders } = require(
    `${__hooks}/lib/security/trusted-proxy.js`,
  ) as typeof import("./lib/security/trusted-proxy");
  keepTrustedHeaders(e.app);
});
