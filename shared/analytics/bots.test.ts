import { expect, it } from "vitest";
import { looksLikeBot } from "./bots";

it.each([
  ["Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)", true],
  ["Mozilla/5.0 (compatible; bingbot/2.0)", true],
  ["facebookexternalhit/1.1", true],
  ["Slackbot-LinkExpanding 1.0", true],
  ["Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0 Safari/537.36", true],
  ["Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15", false],
  ["Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36", false],
])("%s → %s", (userAgent, bot) => {
  expect(looksLikeBot(userAgent)).toBe(bot);
});
