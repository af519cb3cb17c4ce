// Mail and proxy settings from the environment (see README, "Configuration"), applied at each start.

onBootstrap((e) => {
  e.next();
  const { settingsFromEnv } = require(`${__hooks}/lib/settings-from-env.js`) as typeof import("./lib/settings-from-env");
  const patch = settingsFromEnv((name) => $os.getenv(name));
  if (patch.superuserMfa !== undefined) {
    // PocketBase's own second factor for the admin: after the password, a code mailed to the superuser.
    const superusers = e.app.findCollectionByNameOrId("_superusers");
    superusers.mfa.enabled = patch.superuserMfa;
    superusers.otp.enabled = patch.superuserMfa;
    e.app.save(superusers);
    e.app.logger().info("Applied SUPERUSER_MFA from the environment", "enabled", patch.superuserMfa);
  }
  const settings = e.app.settings();
  // Headers set in the admin with no proxy listed: trusted-proxy.pb.ts drops them from every request.
  if (!patch.trustedProxyHeaders && settings.trustedProxy.headers?.length && !$os.getenv("TRUSTED_PROXY_IPS")) {
    e.app
      .logger()
      .warn(
        "Trusted proxy headers are set but TRUSTED_PROXY_IPS is empty: they are ignored until the proxy's address is listed",
        "headers",
        settings.trustedProxy.headers,
      );
  }
  if (!patch.smtp && !patch.sender && !patch.trustedProxyHeaders) return;
  if (patch.smtp) Object.assign(settings.smtp, patch.smtp);
  if (patch.sender) {
    settings.meta.senderAddress = patch.sender.address;
    if (patch.sender.name) settings.meta.senderName = patch.sender.name;
  }
  if (patch.trustedProxyHeaders) settings.trustedProxy.headers = patch.trustedProxyHeaders;
  e.app.save(settings);
  e.app
    .logger()
    .info("Applied settings from the environment", "smtp", Boolean(patch.smtp), "proxyHeaders", patch.trustedProxyHeaders ?? []);
});
