import type { HostileCase } from "./case";

/**
 * The public API's query parameters, as a visitor might twist them: filters that try to reach drafts or hidden
 * fields, sorts and expands on what visitors may not see, `fields` naming hidden fields, paging extremes. Each
 * answers 200 (with nothing it should not show), 400 (PocketBase's "Something went wrong while processing your
 * request." for a filter or sort it cannot take) or 403 for a filter reaching past the collection, never a 5xx, and
 * never an unpublished record's title or slug.
 */
const SECRETS = ["{draftProjectTitle}", "{draftProjectSlug}", "{draftNewsTitle}", "{draftNewsSlug}", "{scheduledNewsTitle}"];

const LISTS = ["projects", "news", "services", "offices"];

const FILTERS: [string, string][] = [
  ["every status", `status != "zzz"`],
  ["drafts by name", `status = "draft"`],
  ["the future", `published_at > @now`],
  ["an always-true clause", `1 = 1 || id != ""`],
  ["a hidden field", `preview_url != ""`],
  ["an unknown field", `no_such_field = 1`],
  ["a SQL comment", `id = "" -- `],
  ["a quote that never closes", `title = "`],
  ["a SQL injection", `title = "" ; DROP TABLE news; --"`],
  ["a union", `id = "x" UNION SELECT * FROM _superusers`],
  ["unbalanced parentheses", `((title ~ "a"`],
  ["a huge OR", Array.from({ length: 200 }, (_, i) => `title = "t${i}"`).join(" || ")],
  ["a NUL", `title = "\u0000"`],
];

/** Filters that reach past the collection: PocketBase refuses them to visitors, saying why. */
const REFUSED_FILTERS: [string, string, string][] = [
  ["the superusers' table", `@collection._superusers.email != ""`, "Only superusers can filter by @collection."],
  ["the contact messages", `@collection.contact.email != ""`, "Only superusers can filter by @collection."],
  ["the request's auth", `created > @yesterday && @request.auth.id = ""`, "Only superusers can filter by @request."],
];

const SORTS = ["-status", "@random", "preview_url", "no_such_field", "-published_at,--created", "title;DROP", "@rowid"];
const EXPANDS = ["services", "services.projects_via_services", "no_such_relation", "contact", "../secret"];
const FIELDS = ["*,expand.*", "id,status,published_at", "preview_url", "email", ":excerpt(99999999)", "title:excerpt(-1)"];
const PAGING = [
  "page=-1",
  "page=0",
  "page=99999999999999999999",
  "perPage=0",
  "perPage=100000",
  "perPage=abc",
  "skipTotal=maybe",
];

const list = (collection: string, query: string): string => `/api/collections/${collection}/records?${query}`;

export const cases: HostileCase[] = [
  ...LISTS.flatMap((collection) =>
    FILTERS.map(
      ([what, filter]): HostileCase => ({
        name: `api params: ${collection} filtered by ${what}`,
        method: "GET",
        path: list(collection, `filter=${encodeURIComponent(filter)}`),
        status: [200, 400],
        mustNotLeak: SECRETS,
      }),
    ),
  ),
  ...LISTS.flatMap((collection) =>
    REFUSED_FILTERS.map(
      ([what, filter, message]): HostileCase => ({
        name: `api params: ${collection} filtered by ${what}`,
        method: "GET",
        path: list(collection, `filter=${encodeURIComponent(filter)}`),
        status: 403,
        bodyIncludes: [message],
        mustNotLeak: SECRETS,
      }),
    ),
  ),
  ...["projects", "news"].flatMap((collection) =>
    SORTS.map(
      (sort): HostileCase => ({
        name: `api params: ${collection} sorted by ${sort}`,
        method: "GET",
        path: list(collection, `sort=${encodeURIComponent(sort)}`),
        status: [200, 400],
        mustNotLeak: SECRETS,
      }),
    ),
  ),
  ...EXPANDS.map(
    (expand): HostileCase => ({
      name: `api params: projects expanding ${expand}`,
      method: "GET",
      path: list("projects", `expand=${encodeURIComponent(expand)}`),
      status: [200, 400],
      mustNotLeak: SECRETS,
    }),
  ),
  ...FIELDS.map(
    (fields): HostileCase => ({
      name: `api params: news with fields ${fields}`,
      method: "GET",
      path: list("news", `fields=${encodeURIComponent(fields)}`),
      status: [200, 400],
      mustNotLeak: SECRETS,
    }),
  ),
  ...PAGING.map(
    (query): HostileCase => ({
      name: `api params: news with ${query}`,
      method: "GET",
      path: list("news", query),
      status: [200, 400],
      mustNotLeak: SECRETS,
    }),
  ),
  // One record by id: unpublished ones are not found, whatever else is asked.
  ...["", "?expand=services", "?fields=*", "?fields=title"].flatMap((query): HostileCase[] => [
    {
      name: `api params: a draft project by id${query ? ` with ${query}` : ""}`,
      method: "GET",
      path: `/api/collections/projects/records/{draftProjectId}${query}`,
      status: 404,
      mustNotLeak: SECRETS,
    },
    {
      name: `api params: a scheduled article by id${query ? ` with ${query}` : ""}`,
      method: "GET",
      path: `/api/collections/news/records/{scheduledNewsId}${query}`,
      status: 404,
      mustNotLeak: SECRETS,
    },
  ]),
  // Collections visitors have no list of at all.
  ...["_superusers", "contact", "_mfas", "_otps", "_externalAuths", "_authOrigins"].map(
    (collection): HostileCase => ({
      name: `api params: a visitor lists ${collection}`,
      method: "GET",
      path: list(collection, "perPage=1"),
      status: [200, 403, 404],
      // A list a visitor may not read answers empty or refuses: never a row.
      mustNotLeak: ["@example.com", '"password"', '"tokenKey"'],
    }),
  ),
];
