/**
 * Crawlers, link unfurlers and headless tools: they get no error page (spec §4), only a logged error, and no page view
 * is counted for them (the app skips sending one, and the server checks the user agent again).
 */
const BOT =
  /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|quora link preview|whatsapp|telegrambot|discordbot|lighthouse|headlesschrome|phantomjs/i;

export function looksLikeBot(userAgent: string): boolean {
  return BOT.test(userAgent);
}
