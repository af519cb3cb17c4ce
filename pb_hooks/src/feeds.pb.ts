// Files for crawlers and feed readers: robots.txt, the sitemap and the news feed (docs/site.md,
// "Crawlers and feeds"). These patterns are more specific than static.pb.ts's catch-all, so they win.

routerAdd("GET", "/robots.txt", (e) => {
  const { answerCrawlFile } = require(`${__hooks}/lib/pages/crawl-answers.js`) as typeof import("./lib/pages/crawl-answers");
  answerCrawlFile(e, "robots");
});

routerAdd("GET", "/sitemap.xml", (e) => {
  const { answerCrawlFile } = require(`${__hooks}/lib/pages/crawl-answers.js`) as typeof import("./lib/pages/crawl-answers");
  answerCrawlFile(e, "sitemap");
});

// FEED_PATH in lib/public-paths.ts; a route pattern must be a literal here, since handlers are compiled alone.
routerAdd("GET", "/feed.xml", (e) => {
  const { answerCrawlFile } = require(`${__hooks}/lib/pages/crawl-answers.js`) as typeof import("./lib/pages/crawl-answers");
  answerCrawlFile(e, "feed");
});
