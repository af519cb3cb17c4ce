/** Crawlers, link unfurlers and headless tools: they get no error page (spec §4), only a logged error. */
const BOT =
  /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|quora link preview|whatsapp|telegrambot|discordbot|lighthouse|headlesschrome|phantomjs/i;

export function looksLikeBot(userAgent: string): boolean {
  return BOT.test(userAgent);
}
