import { escapeHtml } from "../content/html";
import { isoDate } from "../content/pb-date";
import { IMAGE_SIZES } from "../images/grid-sizes";
import { COVER_FRAMES, fileUrl, responsiveImage, SOCIAL_CARD } from "../images/images";
import { type Alternate, alternatesOf, bcp47, ogLocale } from "../languages/alternates";
import { inLanguage } from "../languages/languages";
import type { Words } from "../languages/words/en";
import { fill } from "../languages/words/fill";
import type { Frame } from "../schema/fields";
import type { Section } from "../schema/records";
import type { SearchRequest } from "../search/query";
import { parseQuestions } from "../sections/parse";
import { RECORD_PAGES } from "../site-registry";
import { FEED_PATH } from "./public-paths";
import {
  breadcrumbs,
  creativeWork,
  faqPage,
  type JsonLd,
  localBusiness,
  newsArticle,
  organization,
  webPage,
} from "./structured-data";
import { documentTitle } from "./titles";
import { isNoindex, isPrivatePage, type PageRecord, type PageView, recordOf, scriptSafeJson } from "./view";

/**
 * What a page tells browsers, search engines and link previews about itself: plain data, so the
 * server renders it into its first response (renderHead) and the app hands it to the router on
 * client navigation (web/src/lib/page-head.ts), and the two can never disagree.
 */
export interface PageHead {
  title: string;
  meta: HeadMeta[];
  links: HeadLink[];
  jsonLd: JsonLd[];
}

/** A `<meta>`: by `name` (description, robots, twitter:*) or by `property` (og:*, article:*). */
type HeadMeta = { name: string; content: string } | { property: string; content: string };

interface HeadLink {
  rel: string;
  href: string;
  type?: string;
  title?: string;
  hreflang?: string;
}

/**
 * The page's address in each language it exists in (issue 24): a fixed page in every live language, a record's page in
 * each language it has a published translation in (none known: the page alone), no page none.
 */
function pageAlternates(view: Pick<PageView, "content" | "language" | "within">): Alternate[] {
  const { content, language } = view;
  if (content.kind === "not-found" || content.kind === "search" || isPrivatePage(view)) return [];
  if ("record" in content) {
    const prefix = RECORD_PAGES[content.record.collectionName]?.prefix ?? "/";
    return content.translations ? alternatesOf(language, "", { prefix, siblings: content.translations }) : [];
  }
  const within = view.within;
  return alternatesOf(language, within.length > 1 ? within.replace(/\/+$/, "") : within);
}

/** "Search", or "Search: brand identity" for a page of results. */
const searchTitle = (request: SearchRequest, words: Words) =>
  request.kind === "search" ? fill(words.search.titleQuery, { query: request.query }) : words.search.title;

interface Card {
  url: string;
  alt: string;
}

/** What differs from page to page; the rest of the head is drawn from it the same way for all. */
interface PageText {
  /** The page's own title, without the site's name; empty for the home page, which is the site. */
  title: string;
  description: string;
  card?: Card;
  type: "website" | "article";
  feed?: boolean;
  jsonLd: JsonLd[];
  /** More Open Graph facts (article:published_time…). */
  meta?: HeadMeta[];
}

/**
 * A record's link-preview card: its share image when the editor chose one, else its cover; described by the cover's
 * alt text (a share image is the page's own: its title describes it).
 */
function recordCard(
  view: PageView,
  record: Parameters<typeof fileUrl>[1] & { share_image?: string; cover_alt?: string; cover?: string },
  title: string,
): Card | undefined {
  if (record.share_image) return { url: fileUrl(view.origin, record, record.share_image, SOCIAL_CARD.thumb), alt: title };
  if (!record.cover) return undefined;
  return { url: fileUrl(view.origin, record, record.cover, SOCIAL_CARD.thumb), alt: record.cover_alt?.trim() || title };
}

function pageText(view: PageView, words: Words): PageText {
  const { site, content } = view;
  const home = `${view.origin}${inLanguage(view.language.prefix, "")}`;
  const siteDescription = site.seo_description || site.tagline;
  const page = (title: string, extra: Partial<PageText> = {}): PageText => ({
    title,
    description: siteDescription,
    type: "website",
    jsonLd: [],
    ...extra,
  });
  switch (content.kind) {
    case "home": {
      // The home page's own description and share picture when an editor gave it them; else the site's.
      const record = content.page;
      return page("", {
        feed: true,
        jsonLd: organization(view),
        ...(record?.seo_description ? { description: record.seo_description } : {}),
        ...(record?.share_image ? { card: recordCard(view, record, view.site.site_name) } : {}),
      });
    }
    case "work": {
      const service = content.selected ? content.services.find((s) => s.slug === content.selected) : undefined;
      const list = service ? fill(words.work.title, { service: service.name }) : words.nav.work;
      const title = content.projects.page > 1 ? fill(words.news.titlePage, { title: list, page: content.projects.page }) : list;
      return service ? page(title, { description: service.summary || siteDescription }) : page(title);
    }
    case "news": {
      const list = content.tag === undefined ? words.nav.news : fill(words.news.taggedTitle, { tag: content.tag });
      return page(content.news.page > 1 ? fill(words.news.titlePage, { title: list, page: content.news.page }) : list, {
        feed: true,
      });
    }
    case "article": {
      const article = content.record;
      const title = article.seo_title || article.title;
      const card = recordCard(view, article, title);
      return page(title, {
        description: article.seo_description || article.excerpt || siteDescription,
        card,
        // A reader who lands on an article finds the feed it came from (issue 22, item 7).
        feed: true,
        type: "article",
        meta: [
          ...(article.published_at ? [{ property: "article:published_time", content: isoDate(article.published_at) }] : []),
          ...(article.updated ? [{ property: "article:modified_time", content: isoDate(article.updated) }] : []),
          ...(article.author_name ? [{ property: "article:author", content: article.author_name }] : []),
        ],
        jsonLd: [
          newsArticle(view, article, view.canonical, card?.url),
          breadcrumbs(view, [
            { name: words.nav.news, url: `${home}/news` },
            { name: article.title, url: view.canonical },
          ]),
        ],
      });
    }
    case "project": {
      const project = content.record;
      const title = project.seo_title || project.title;
      const card = recordCard(view, project, `${project.title}: cover`);
      return page(title, {
        description: project.seo_description || project.summary || siteDescription,
        card,
        jsonLd: [
          creativeWork(view, project, view.canonical, card?.url),
          breadcrumbs(view, [
            { name: words.nav.work, url: `${home}/work` },
            { name: project.title, url: view.canonical },
          ]),
        ],
      });
    }
    case "page": {
      // An editor's page (issue 33): a WebPage, its trail, and an FAQ of its questions sections' pairs.
      const record = content.record as PageRecord & { excerpt?: string; expand?: { sections?: Section[] } };
      const text = recordText(view, record, page);
      const questions = (record.expand?.sections ?? [])
        .filter((section) => section.kind === "questions")
        .flatMap((section) => parseQuestions(section.questions));
      return {
        ...text,
        jsonLd: [
          webPage(view, record, view.canonical, text.card?.url),
          breadcrumbs(view, [{ name: record.title, url: view.canonical }]),
          ...(questions.length > 0 ? [faqPage(view, questions)] : []),
        ],
      };
    }
    case "office":
      return page(words.office.title, { jsonLd: view.offices.map((office) => localBusiness(view, office, view.canonical)) });
    case "not-found":
      return page(words.errors.notFoundTitle);
    case "search":
      return page(searchTitle(content.request, words));
    default:
      return "record" in content ? recordText(view, content.record as PageRecord, page) : page(content.title);
  }
}

/** A record page declared after these (shared/site-registry.ts): its head from the fields every page has. */
function recordText(view: PageView, record: PageRecord, page: (title: string, extra?: Partial<PageText>) => PageText): PageText {
  const title = record.seo_title || record.title;
  return page(title, {
    description: record.seo_description || record.summary || record.excerpt || view.site.seo_description || view.site.tagline,
    card: recordCard(view, record, title),
  });
}

/** The head of one page, in its language's words (shared/languages/words; the app passes its document's, the server the page's). */
export function pageHead(view: PageView, words: Words): PageHead {
  const { site, language } = view;
  const text = pageText(view, words);
  const title = text.title ? documentTitle(text.title, site.site_name) : site.site_name;
  const meta: HeadMeta[] = [];
  const alternates = pageAlternates(view);
  if (text.description) meta.push({ name: "description", content: text.description });
  if (isNoindex(view)) meta.push({ name: "robots", content: "noindex" });
  // No page here: nothing to preview, point at or describe. Title, description and noindex are all it needs.
  if (view.content.kind === "not-found") return { title, meta, links: [], jsonLd: [] };

  const card: Card | undefined =
    text.card ??
    (site.seo_image ? { url: fileUrl(view.origin, site, site.seo_image, SOCIAL_CARD.thumb), alt: site.site_name } : undefined);
  meta.push(
    { property: "og:type", content: text.type },
    { property: "og:title", content: text.title || site.site_name },
    ...(text.description ? [{ property: "og:description", content: text.description }] : []),
    { property: "og:url", content: view.canonical },
    { property: "og:site_name", content: site.site_name },
    ...(card
      ? [
          { property: "og:image", content: card.url },
          { property: "og:image:width", content: String(SOCIAL_CARD.width) },
          { property: "og:image:height", content: String(SOCIAL_CARD.height) },
          { property: "og:image:alt", content: card.alt },
        ]
      : []),
    { property: "og:locale", content: ogLocale(language.code) },
    ...alternates
      .filter((alternate) => alternate.code !== language.code)
      .map((alternate) => ({ property: "og:locale:alternate", content: ogLocale(alternate.code) })),
    ...(text.meta ?? []),
    // X reads og:title, og:description and og:image when its own tags are missing; only the card's size is its own.
    { name: "twitter:card", content: card ? "summary_large_image" : "summary" },
  );
  const links: HeadLink[] = [{ rel: "canonical", href: view.canonical }];
  // The page in each language it exists in, and the default language's as the page for everyone else (issue 24).
  if (alternates.length > 1) {
    for (const alternate of alternates)
      links.push({ rel: "alternate", hreflang: bcp47(alternate.code), href: `${view.origin}${alternate.path}` });
    const fallback = alternates.find((alternate) => alternate.code === language.defaultCode);
    if (fallback) links.push({ rel: "alternate", hreflang: "x-default", href: `${view.origin}${fallback.path}` });
  }
  // Relative, like the page's own links: a feed reader finds it on whichever host served the page. Each language has
  // its own feed.
  if (text.feed)
    links.push({
      rel: "alternate",
      type: "application/rss+xml",
      title: fill(words.feed.title, { site: site.site_name }),
      href: `${language.prefix}${FEED_PATH}`,
    });
  return { title, meta, links, jsonLd: text.jsonLd };
}

const attributes = (pairs: [string, string | undefined][]) =>
  pairs
    .filter((pair): pair is [string, string] => pair[1] !== undefined)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join("");

/**
 * The head as HTML, for the server's first response (in place of index.html's placeholder title).
 * Every value is escaped; JSON-LD is written so that nothing in it can end its script element.
 */
export function renderHead(head: PageHead): string {
  const lines = [`<title>${escapeHtml(head.title)}</title>`];
  for (const meta of head.meta) {
    const [key, name] = "name" in meta ? ["name", meta.name] : ["property", meta.property];
    lines.push(
      `<meta${attributes([
        [key, name],
        ["content", meta.content],
      ])}>`,
    );
  }
  for (const link of head.links) {
    lines.push(
      `<link${attributes([
        ["rel", link.rel],
        ["type", link.type],
        ["title", link.title],
        ["hreflang", link.hreflang],
        ["href", link.href],
      ])}>`,
    );
  }
  for (const data of head.jsonLd) lines.push(`<script type="application/ld+json">${scriptSafeJson(data)}</script>`);
  return lines.join("\n    ");
}

/**
 * The largest image of a record's page, preloaded so that it starts before the app's code: the page's LCP. The same
 * address the screen's <img> asks for (web/src/lib/responsive-image.tsx), so it is fetched once.
 */
export function leadImageLink(view: Pick<PageView, "content">): string {
  const record = recordOf(view.content);
  if (!record?.cover) return "";
  const frame = (COVER_FRAMES as Record<string, Frame | undefined>)[record.collectionName];
  const image = responsiveImage("", record, record.cover, IMAGE_SIZES.cover, frame);
  return `<link rel="preload" as="image" href="${escapeHtml(image.src)}" imagesrcset="${escapeHtml(image.srcSet)}" imagesizes="${escapeHtml(image.sizes)}" fetchpriority="high">`;
}
