import { BOUNDS, type BoundName, readBound } from "./bounds";
import { parseProxyNetworks } from "./proxy-networks";

/**
 * Ops may configure mail, proxy headers and the request log through the environment (Docker, systemd) instead of the
 * admin. What is set here wins over the admin at each start. Visitors' IP addresses are never logged unless
 * LOG_IP=true: a privacy default the admin cannot quietly undo (decision 083).
 */
export interface SettingsPatch {
  smtp?: { enabled: boolean; host: string; port: number; username: string; password: string; tls: boolean };
  sender?: { address: string; name?: string };
  trustedProxyHeaders?: string[];
  /** SUPERUSER_MFA=true: superusers sign in with their password and a one-time code mailed to them (needs SMTP). */
  superuserMfa?: boolean;
  /** The request log: visitors' IP addresses kept only with LOG_IP=true (off otherwise); LOG_MAX_DAYS days kept. */
  logs: { logIP: boolean; maxDays?: number };
}

export function settingsFromEnv(env: (name: string) => string): SettingsPatch {
  const logIp = env("LOG_IP");
  if (logIp && logIp !== "true" && logIp !== "false") throw new Error(`LOG_IP must be "true" or "false", not "${logIp}"`);
  const patch: SettingsPatch = { logs: { logIP: logIp === "true" } };
  const days = env("LOG_MAX_DAYS");
  if (days) {
    const maxDays = Number(days);
    if (!Number.isInteger(maxDays) || maxDays < 0 || maxDays > 3650)
      throw new Error(`LOG_MAX_DAYS must be a whole number of days from 0 to 3650, not "${days}"`);
    patch.logs.maxDays = maxDays;
  }
  const host = env("SMTP_HOST");
  if (host) {
    const port = Number(env("SMTP_PORT") || "587");
    if (!Number.isInteger(port) || port <= 0 || port > 65535)
      throw new Error(`SMTP_PORT must be a port number, not "${env("SMTP_PORT")}"`);
    patch.smtp = {
      enabled: true,
      host,
      port,
      username: env("SMTP_USERNAME"),
      password: env("SMTP_PASSWORD"),
      tls: env("SMTP_TLS") ? env("SMTP_TLS") === "true" : port === 465,
    };
  }
  const address = env("MAIL_SENDER_ADDRESS");
  if (address) patch.sender = { address, name: env("MAIL_SENDER_NAME") || undefined };
  // Read on every request by trusted-proxy.ts; checked here so that a typo stops the start.
  const proxies = parseProxyNetworks(env("TRUSTED_PROXY_IPS"));
  const headers = env("TRUSTED_PROXY_HEADERS");
  if (headers) {
    if (!proxies.length) {
      throw new Error(
        "TRUSTED_PROXY_HEADERS needs TRUSTED_PROXY_IPS, the address of the proxy in front (e.g. 172.31.240.2): the headers are believed only from it",
      );
    }
    patch.trustedProxyHeaders = headers
      .split(",")
      .map((h) => h.trim())
      .filter(Boolean);
  }
  // Each bound is read where it is used (shared/serving/bounds.ts); read here too, so that a typo stops the start.
  for (const name of Object.keys(BOUNDS) as BoundName[]) readBound(name, env);
  const mfa = env("SUPERUSER_MFA");
  if (mfa) {
    if (mfa !== "true" && mfa !== "false") throw new Error(`SUPERUSER_MFA must be "true" or "false", not "${mfa}"`);
    patch.superuserMfa = mfa === "true";
  }
  return patch;
}
