// Who the bench pretends to be. Headless Chromium's own user agent says "HeadlessChrome", which
// the site treats as a bot (shared/analytics/bots.ts); both Lighthouse and Playwright therefore send
// Lighthouse's emulated Moto G Power user agent, and the bench refuses to measure as a bot.
import { existsSync } from "node:fs";
import { userAgents } from "lighthouse/core/config/constants.js";
import { looksLikeBot } from "../../shared/analytics/bots";

export const MOBILE_USER_AGENT: string = userAgents.mobile;

/**
 * The browser the bench measures with: CHROMIUM_PATH (the tests' name for it), else Debian's full Chromium. Not the
 * headless shell the tests prefer: the figures on record were taken in the full browser, and Lighthouse's own
 * headless mode is the full browser's.
 */
export const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

/**
 * What keeps the bench from measuring, said before any work (its first Lighthouse run comes after minutes of setting
 * up, too late to say it); undefined when the browser is there.
 */
export const missingChromium = (): string | undefined =>
  existsSync(CHROMIUM)
    ? undefined
    : `npm run bench measures with Chromium, and there is none at ${CHROMIUM}: install Debian's (apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium or Chrome binary`;

/** A 390 px phone at 3× density, as issue 11 measures image weight. */
export const PHONE = { width: 390, height: 844, deviceScaleFactor: 3 };

export function assertVisitor(userAgent: string, who: string): void {
  if (looksLikeBot(userAgent)) throw new Error(`${who} sent "${userAgent}", which the site treats as a bot`);
}
