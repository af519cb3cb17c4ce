/**
 * What each list asks PocketBase for: its order, and only the fields its cards show (issue 11, decision 072).
 * One description serves both sides: the app's queries send it as `sort`/`fields`/`expand`
 * (listOptions), and the server's first response reads the same records in the same order and
 * keeps the same fields (pickFields), so the app finds in the page exactly what its request returns.
 */
import type { NewsArticle, Project, Service } from "../schema/records";

export interface ListDescription<R = Record<string, unknown>> {
  sort: string;
  /** The record's own fields the list shows; `id`, `collectionId`, `collectionName` and `image_sizes` draw images. */
  fields: readonly (keyof R & string)[];
  /** Relations expanded, with the fields kept of each related record. */
  expand?: Readonly<Record<string, readonly string[]>>;
}

/**
 * The most records one request of the app's asks for (getFullList's batch: the SDK's own is 1,000). A visitor's list
 * read may ask for no more (shared/serving/list-reads.ts).
 */
export const LIST_BATCH = 100;

/** Newest first (articles, and a new list of published records); the creation time orders those published at once. */
export const NEWEST_ORDER = "-published_at,-created";
/** Services and offices: the editors' order, then by name. */
export const EDITORS_ORDER = "sort_order,name";
/** A record's translations, by language: a visitor may ask for it (the app sorts the few it reads itself). */
const LANGUAGE_ORDER = "language";
/** The menus' links: the editors' order, then the order they were added in (shared/pages/menus.ts). */
export const MENU_ORDER = "sort_order,created";
/** An article's neighbours: the one published just before, and just after. */
export const NEIGHBOUR_ORDERS = ["-published_at", "published_at"] as const;

/** A news card (web/src/features/news/news-card.tsx): on /news and the home page. */
export const newsCards = {
  sort: NEWEST_ORDER,
  fields: ["id", "collectionId", "collectionName", "slug", "title", "cover", "image_sizes", "published_at", "tags", "excerpt"],
} as const satisfies ListDescription<NewsArticle>;

/**
 * A project card (web/src/features/projects/project-card.tsx), in portfolio order: /work, a projects section
 * (FEATURED_ORDER) and a project page's "next project" link.
 */
export const projectCards = {
  sort: "sort_order,-published_at",
  fields: [
    "id",
    "collectionId",
    "collectionName",
    "slug",
    "title",
    "client",
    "year",
    "cover",
    "image_sizes",
    "featured",
    "services",
  ],
  expand: { services: ["name"] },
} as const satisfies ListDescription<Project>;

/**
 * A list of projects as a page's section shows it (issue 34: a few, never the whole portfolio): featured ones first,
 * each part in portfolio order. idx_projects_featured serves it in this order.
 */
export const FEATURED_ORDER = `-featured,${projectCards.sort}`;

/**
 * What the app's list reads ask of the records API, by the fields they sort and filter on: a visitor's list read may
 * ask for nothing else (shared/serving/list-reads.ts; web/src/app/list-reads.test.ts runs every query of the app's
 * against it). Sorting or filtering on a body, or on @random, makes SQLite read every row in full.
 */
export const VISITOR_LIST_READS = {
  perPage: LIST_BATCH,
  sorts: [newsCards.sort, projectCards.sort, FEATURED_ORDER, EDITORS_ORDER, LANGUAGE_ORDER, MENU_ORDER, ...NEIGHBOUR_ORDERS],
  filterFields: ["id", "language", "slug", "translation_of", "tags", "published_at", "services", "sort_order"],
} as const;

/** An article's neighbours in publication order, linked from its page by title. */
export const ARTICLE_LINK_FIELDS = ["id", "slug", "title"] as const satisfies readonly (keyof NewsArticle)[];

export type NewsCard = Pick<NewsArticle, (typeof newsCards.fields)[number]>;
export type ProjectCard = Pick<Project, (typeof projectCards.fields)[number]> & {
  expand?: { services?: Pick<Service, (typeof projectCards.expand.services)[number]>[] };
};
export type ArticleLink = Pick<NewsArticle, (typeof ARTICLE_LINK_FIELDS)[number]>;

/** The `fields` parameter's paths: the record's fields, then each expanded relation's ("expand.services.name"). */
function fieldPaths(list: ListDescription): string[] {
  const expanded = Object.entries(list.expand ?? {}).flatMap(([relation, fields]) =>
    fields.map((field) => `expand.${relation}.${field}`),
  );
  return [...list.fields, ...expanded];
}

/** The list request's options for PocketBase's JS SDK. */
export function listOptions(list: ListDescription): { sort: string; fields: string; expand?: string } {
  const expand = Object.keys(list.expand ?? {});
  return { sort: list.sort, fields: fieldPaths(list).join(","), ...(expand.length > 0 ? { expand: expand.join(",") } : {}) };
}
