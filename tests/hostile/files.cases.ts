import type { HostileCase } from "./case";

/**
 * Files of records visitors may not see (drafts, scheduled) answer 404 however they are asked for: original,
 * thumbnail, download, with a forged or misplaced token, under another spelling of the collection, or smuggled
 * through another record's address; file names that climb out of the storage find nothing (decision 082).
 */
const HIDDEN = [
  {
    what: "a draft project's cover",
    collection: "projects",
    id: "{draftProjectId}",
    file: "{draftProjectCover}",
    title: "{draftProjectTitle}",
  },
  {
    what: "a draft article's cover",
    collection: "news",
    id: "{draftNewsId}",
    file: "{draftNewsCover}",
    title: "{draftNewsTitle}",
  },
  {
    what: "a scheduled article's cover",
    collection: "news",
    id: "{scheduledNewsId}",
    file: "{scheduledNewsCover}",
    title: "{scheduledNewsTitle}",
  },
];

const WAYS: [string, string][] = [
  ["the original", ""],
  ["a listed thumbnail", "?thumb=360x0"],
  ["the admin's thumbnail", "?thumb=100x100"],
  ["the link-preview card", "?thumb=1200x630"],
  ["an unlisted thumbnail", "?thumb=99999x99999"],
  ["a download", "?download=1"],
  ["a thumbnail download", "?thumb=480x0&download=1"],
  ["an empty token", "?token="],
  ["a forged token", "?token=forged"],
  ["a forged file token", "?token=eyJhbGciOiJIUzI1NiJ9.eyJ0eXBlIjoiZmlsZSIsImNvbGxlY3Rpb25JZCI6InBiY18zMTQyNjM1ODIzIn0.x"],
];

/** What a read of storage would show: SQLite's header, a Unix password file, PocketBase's settings. */
const STORAGE = ["SQLite format 3", "root:x:0:0", "encryptionEnv"];

const TRAVERSALS: [string, string][] = [
  ["encoded slashes", "..%2F..%2F..%2Fdata.db"],
  ["lower-case encoded slashes", "..%2f..%2f..%2f..%2fpb_data%2fdata.db"],
  ["encoded dots", "%2e%2e%2f%2e%2e%2fdata.db"],
  ["backslashes", "..%5C..%5C..%5Cdata.db"],
  ["double encoding", "%252e%252e%252f%252e%252e%252fdata.db"],
  ["doubled dots", "....%2F%2F....%2F%2Fdata.db"],
  ["an absolute path", "%2Fetc%2Fpasswd"],
  ["a NUL before an extension", "{publishedNewsCover}%00.png"],
  ["a thumbnail's storage path", "thumbs_{draftNewsCover}%2F100x100_{draftNewsCover}"],
  ["dot", "."],
  ["encoded dot-dot", "%2e%2e"],
];

/** Go's router answers a bare "." segment by redirecting to the cleaned path on this site (307); all else finds nothing. */
const traversalAnswer = (name: string) => (name === "." ? [307, 404] : 404);

export const cases: HostileCase[] = [
  ...HIDDEN.flatMap(({ what, collection, id, file, title }) =>
    WAYS.map(
      ([way, query]): HostileCase => ({
        name: `files: ${what}, asked for as ${way}`,
        method: "GET",
        path: `/api/files/${collection}/${id}/${file}${query}`,
        status: 404,
        mustNotLeak: [title],
      }),
    ),
  ),
  ...HIDDEN.flatMap(({ what, collection, id, file }): HostileCase[] => [
    {
      name: `files: ${what} under the collection's name in capitals`,
      method: "GET",
      path: `/api/files/${collection.toUpperCase()}/${id}/${file}`,
      status: 404,
    },
    {
      name: `files: ${what} under the published article's address`,
      method: "GET",
      path: `/api/files/news/{publishedNewsId}/${file}`,
      status: 404,
    },
    {
      name: `files: ${what} with a trailing slash`,
      method: "GET",
      path: `/api/files/${collection}/${id}/${file}/`,
      status: 404,
    },
  ]),

  // A published article's cover is public, however it is asked for.
  ...WAYS.slice(0, 7).map(
    ([way, query]): HostileCase => ({
      name: `files: the published article's cover, as ${way}`,
      method: "GET",
      path: `/api/files/news/{publishedNewsId}/{publishedNewsCover}${query}`,
      status: 200,
    }),
  ),
  {
    name: "files: the published article's cover under the collection's name in capitals",
    method: "GET",
    path: "/api/files/NEWS/{publishedNewsId}/{publishedNewsCover}",
    status: 200,
  },

  // File names that climb out of a record's folder.
  ...TRAVERSALS.flatMap(([what, name]): HostileCase[] => [
    {
      name: `files: ${what} from the published article`,
      method: "GET",
      path: `/api/files/news/{publishedNewsId}/${name}`,
      status: traversalAnswer(name),
      mustNotLeak: STORAGE,
    },
    {
      name: `files: ${what} from a draft`,
      method: "GET",
      path: `/api/files/projects/{draftProjectId}/${name}`,
      status: traversalAnswer(name),
      mustNotLeak: STORAGE,
    },
  ]),
  {
    name: "files: dot segments in the record's place",
    method: "GET",
    path: "/api/files/news/..%2F..%2F/data.db",
    status: 404,
    mustNotLeak: STORAGE,
  },
  {
    name: "files: dot segments in the collection's place",
    method: "GET",
    path: "/api/files/..%2F..%2Fpb_data/x/data.db",
    status: 404,
    mustNotLeak: STORAGE,
  },

  // Collections whose files are nobody's business, and tokens visitors cannot have.
  { name: "files: a contact record's file", method: "GET", path: "/api/files/contact/abcdefghijklmno/x.jpg", status: 404 },
  { name: "files: a superuser's file", method: "GET", path: "/api/files/_superusers/abcdefghijklmno/x.jpg", status: 404 },
  { name: "files: a visitor asks for a file token", method: "POST", path: "/api/files/token", status: 401 },

  // The hidden records themselves, by the API and by their pages: nothing of them, their files included.
  ...HIDDEN.flatMap(({ what, collection, id, file, title }): HostileCase[] => [
    {
      name: `files: ${what}'s record, viewed`,
      method: "GET",
      path: `/api/collections/${collection}/records/${id}`,
      status: 404,
      mustNotLeak: [file, title],
    },
    {
      name: `files: ${what}'s record, listed by id`,
      method: "GET",
      path: `/api/collections/${collection}/records?filter=(id='${id}')`,
      status: 200,
      mustNotLeak: [file, title],
    },
    {
      name: `files: ${what}'s record, listed by cover`,
      method: "GET",
      path: `/api/collections/${collection}/records?filter=(cover!='')&fields=id,cover&perPage=500`,
      // A visitor may filter only by what the app filters by (issue 32): a filter on the cover is refused, 400.
      status: [200, 400],
      mustNotLeak: [file],
    },
  ]),
  {
    name: "files: the draft project's page",
    method: "GET",
    path: "/project/{draftProjectSlug}",
    status: 404,
    mustNotLeak: ["{draftProjectCover}", "{draftProjectTitle}"],
  },
  {
    name: "files: the draft article's page",
    method: "GET",
    path: "/news/{draftNewsSlug}",
    status: 404,
    mustNotLeak: ["{draftNewsCover}", "{draftNewsTitle}"],
  },
  {
    name: "files: the news list",
    method: "GET",
    path: "/news",
    status: 200,
    mustNotLeak: ["{draftNewsCover}", "{scheduledNewsCover}", "{draftNewsTitle}", "{scheduledNewsTitle}"],
  },
  {
    name: "files: the portfolio",
    method: "GET",
    path: "/work",
    status: 200,
    mustNotLeak: ["{draftProjectCover}", "{draftProjectTitle}"],
  },
];
