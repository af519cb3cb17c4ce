import type { HostileCase } from "./case";

/**
 * Page addresses as nobody should type them: unpublished slugs, traversal, odd encodings, NULs, overlong paths,
 * list parameters that name no page (decision 077). A page answers 200, 301 to its own spelling on this site, or
 * 404/410; never a 5xx, never an unpublished record's title, and never a file from outside the site.
 */
const SECRETS = ["{draftProjectTitle}", "{draftNewsTitle}", "{scheduledNewsTitle}"];
const STORAGE = ["SQLite format 3", "root:x:0:0"];
const ANY_PAGE = [200, 301, 308, 404, 410];

const UNPUBLISHED: [string, string][] = [
  ["a draft project", "/project/{draftProjectSlug}"],
  ["a draft article", "/news/{draftNewsSlug}"],
  ["a scheduled article", "/news/{scheduledNewsSlug}"],
  ["a draft project in capitals", "/PROJECT/{draftProjectSlug}"],
  ["a draft article with a trailing slash", "/news/{draftNewsSlug}/"],
  ["a draft article with a query", "/news/{draftNewsSlug}?preview=1"],
  ["a draft article, encoded", "/news/%7BdraftNewsSlug%7D"],
  ["a draft article under the feed", "/feed.xml?slug={draftNewsSlug}"],
];

const ODD: [string, string][] = [
  ["traversal to the data dir", "/../pb_data/data.db"],
  ["encoded traversal", "/%2e%2e/%2e%2e/pb_data/data.db"],
  ["traversal to /etc", "/assets/../../../../etc/passwd"],
  ["backslash traversal", "/assets/..%5C..%5C..%5Cetc%5Cpasswd"],
  ["a NUL", "/news/%00"],
  ["a NUL before an extension", "/index.html%00.js"],
  ["an overlong path", `/${"a".repeat(8000)}`],
  ["an overlong slug", `/news/${"x".repeat(2000)}`],
  ["double slashes", "//news//"],
  ["a scheme-relative path", "//evil.example/"],
  ["a backslash host", "/\\evil.example"],
  ["unicode", "/nëws/ünïcode"],
  ["an emoji slug", "/project/%F0%9F%98%80"],
  ["invalid UTF-8", "/news/%C3%28"],
  ["an encoded slash in a slug", "/news/a%2Fb"],
  ["a dot segment", "/./work"],
  ["a parent segment", "/news/../work"],
  ["semicolons", "/work;jsessionid=1"],
  ["a hash sent to the server", "/work%23top"],
  ["the admin's API under a page", "/news/_/api"],
  ["a hooks file", "/pb_hooks/static.pb.js"],
  ["a migration file", "/pb_migrations/"],
  ["the Vite manifest's folder", "/.vite/manifest.json"],
  ["a dotfile", "/.env"],
  ["git", "/.git/config"],
];

const LIST_PARAMETERS = [
  "/news?page=0",
  "/news?page=-1",
  "/news?page=1.5",
  "/news?page=02",
  "/news?page=abc",
  "/news?page=99999999999999999999",
  "/news?page=2&page=3",
  "/news?page[]=2",
  "/work?service=no-such-service",
  "/work?service=",
  "/work?service=%00",
  "/work?service=../../etc",
  "/work?service=<script>",
  "/news?tag=%3Cscript%3E",
  "/news?q=%27%20OR%201=1",
];

export const cases: HostileCase[] = [
  ...UNPUBLISHED.map(
    ([what, path]): HostileCase => ({
      name: `paths: ${what}`,
      method: "GET",
      path,
      status: [200, 301, 404],
      mustNotLeak: SECRETS,
    }),
  ),
  ...ODD.map(
    ([what, path]): HostileCase => ({
      name: `paths: ${what}`,
      method: "GET",
      path,
      status: [...ANY_PAGE, 307, 400, 414],
      mustNotLeak: [...SECRETS, ...STORAGE],
    }),
  ),
  ...LIST_PARAMETERS.map(
    (path): HostileCase => ({
      name: `paths: list parameters ${path}`,
      method: "GET",
      path,
      status: [200, 301, 404],
      mustNotLeak: [...SECRETS, "<script>"],
    }),
  ),
  // The route rules' lookup, as the app asks it, for unpublished records' old and new addresses.
  ...UNPUBLISHED.slice(0, 3).map(
    ([what, path]): HostileCase => ({
      name: `paths: the route rules for ${what}`,
      method: "GET",
      path: `/api/redirects/lookup?path=${encodeURIComponent(path)}`,
      status: [200, 400, 404],
      mustNotLeak: SECRETS,
    }),
  ),
];
