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

// The sitemap's files (lib/pages/sitemap.ts, issue 34): one per language and kind, named by /sitemap.xml.
routerAdd("GET", "/sitemaps/{code}/{file}", (e) => {
  const { answerSitemapFile } = require(`${__hooks}/lib/pages/crawl-answers.js`) as typeof import("./lib/pages/crawl-answers");
  if (!answerSitemapFile(e, e.request?.pathValue("code") ?? "", e.request?.pathValue("file") ?? ""))
    e.string(404, "No such file of the sitemap: /sitemap.xml names the files there are.\n");
});

// FEED_PATH in lib/public-paths.ts; a route pattern must be a literal here, since handlers are compiled alone.
routerAdd("GET", "/feed.xml", (e) => {
  const { answerCrawlFile } = require(`${__hooks}/lib/pages/crawl-answers.js`) as typeof import("./lib/pages/crawl-answers");
  answerCrawlFile(e, "feed");
});
