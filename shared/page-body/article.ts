import { coverAlt } from "../image-alt";
import { IMAGE_SIZES } from "../image-layout";
import type { PageView } from "../page-view";
import { dateHtml, tagLinks } from "./cards";
import { imageHtml } from "./image";
import { type Here, link, to } from "./links";
import { text, when } from "./markup";

type Article = Extract<PageView["content"], { kind: "article" }>;

/** web/src/routes/news.$slug.tsx; the body is the editor's HTML, through the server's sanitiser. */
export function articlePage(here: Here, content: Article, sanitize: (html: string) => string): string {
  const { article, neighbours } = content;
  const neighbour = (which: "older" | "newer") => {
    const other = neighbours[which];
    if (!other) return which === "older" ? "<span></span>" : "";
    const label = which === "older" ? "Previous" : "Next";
    return link(
      here,
      to.article(other.slug),
      { class: which === "newer" ? "newer" : undefined, attributes: { rel: which === "older" ? "prev" : "next" } },
      `<span class="eyebrow">${label}</span><strong>${text(other.title)}</strong>`,
    );
  };
  return (
    `<article class="container"><header class="article-header">` +
    `<p class="eyebrow">${link(here, to.news(), {}, "News")}</p>` +
    `<h1>${text(article.title)}</h1>` +
    when(article.excerpt, () => `<p class="lede">${text(article.excerpt)}</p>`) +
    `<p class="article-meta">${dateHtml(article.published_at)}` +
    when(article.author_name, () => `<span>By ${text(article.author_name)}</span>`) +
    when(article.tags, () => `<span>${tagLinks(here, article.tags)}</span>`) +
    "</p></header>" +
    when(article.cover, () =>
      imageHtml({
        record: article,
        file: article.cover,
        sizes: IMAGE_SIZES.cover,
        alt: coverAlt(article),
        width: 1200,
        height: 750,
        priority: true,
        className: "article-cover ratio-16x8",
      }),
    ) +
    when(article.body, () => `<div class="prose article-body">${sanitize(article.body)}</div>`) +
    `<nav class="article-nav" aria-label="More news">${neighbour("older")}${neighbour("newer")}</nav>` +
    "</article>"
  );
}
