import { iconSvg } from "../icons";
import { IMAGE_SIZES } from "../image-layout";
import type { PageView } from "../page-view";
import { gapLabel, pageLinks } from "../pagination";
import { taggedCount } from "../tags";
import { newsCard } from "./cards";
import { type Here, link, to } from "./links";
import { each, text } from "./markup";

type News = Extract<PageView["content"], { kind: "news" }>;

/** web/src/routes/news.index.tsx */
export function newsPage(here: Here, content: News): string {
  const { news, tag } = content;
  const page = news.page;
  const disabled = (icon: "arrow-left" | "arrow-right") => `<span aria-disabled="true">${iconSvg(icon)}</span>`;
  const pagination =
    `<nav class="pagination" aria-label="News pages">` +
    (page > 1
      ? link(
          here,
          to.news(page - 1, tag),
          { exact: true, attributes: { rel: "prev" } },
          `${iconSvg("arrow-left")} <span class="visually-hidden">Previous page</span>`,
        )
      : disabled("arrow-left")) +
    `<ol>${each(pageLinks(page, news.totalPages), (entry) =>
      "gap" in entry
        ? `<li class="pagination-gap"><span aria-hidden="true">…</span><span class="visually-hidden">${text(gapLabel(entry.gap))}</span></li>`
        : `<li>${link(here, to.news(entry.page, tag), { exact: true, attributes: { "aria-current": entry.page === page ? "page" : undefined, "aria-label": `Page ${entry.page}` } }, String(entry.page))}</li>`,
    )}</ol>` +
    (page < news.totalPages
      ? link(
          here,
          to.news(page + 1, tag),
          { exact: true, attributes: { rel: "next" } },
          `<span class="visually-hidden">Next page</span> ${iconSvg("arrow-right")}`,
        )
      : disabled("arrow-right")) +
    "</nav>";

  return (
    `<div class="container"><header class="page-head">` +
    (tag === undefined
      ? `<h1>News</h1><p class="lede">Studio notes, launches and the things we are learning.</p>`
      : `<p class="eyebrow">${link(here, to.news(), {}, "News")}</p><h1>${text(`Tagged “${tag}”`)}</h1>` +
        `<p class="lede">${text(taggedCount(news.totalItems))}</p>`) +
    "</header>" +
    (news.items.length === 0
      ? `<p class="notice" role="status">No news yet.</p>`
      : `<h2 class="visually-hidden">${text(page > 1 ? `Articles, page ${page}` : "Latest articles")}</h2>` +
        `<div class="news-grid" data-animate="slide-bottom.stagger:0.08">${each(news.items, (item) => newsCard(here, item, IMAGE_SIZES.newsCard(news.items.length)))}</div>`) +
    (news.totalPages > 1 ? pagination : "") +
    "</div>"
  );
}
