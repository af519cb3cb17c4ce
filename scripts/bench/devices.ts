// Who the bench pretends to be. Headless Chromium's own user agent says "HeadlessChrome", which
// the site treats as a bot (shared/analytics/bots.ts); both Lighthouse and Playwright therefore send
// Lighthouse's emulated Moto G Power user agent, and the bench refuses to measure as a bot.
import { userAgents } from "lighthouse/core/config/constants.js";
import { looksLikeBot } from "../../shared/analytics/bots";

export const MOBILE_USER_AGENT: string = userAgents.mobile;

export const CHROMIUM = process.env.CHROME_PATH || "/usr/bin/chromium";

/** A 390 px phone at 3× density, as issue 11 measures image weight. */
export const PHONE = { width: 390, height: 844, deviceScaleFactor: 3 };

export function assertVisitor(userAgent: string, who: string): void {
  if (looksLikeBot(userAgent)) throw new Error(`${who} sent "${userAgent}", which the site treats as a bot`);
}
