import { CONTENT_TOPIC } from "../../shared/serving/live-pages";
import type { HostileCase } from "./case";

/**
 * A visitor with nothing but curl (issue 21; decision 082): every input a request carries, at sizes and in numbers
 * meant to cost the server, and the writes only the site's own pages may make. Each answers fast with a clear status,
 * and what one visitor sends never reaches what another is shown (`mustNotLeak`). The floods themselves (thousands of
 * requests) are in tests/floods.test.ts; here each input once, at its worst.
 */
const JUNK_HOST = "evil-junk.example";
const repeated = (name: string, count: number) => Array.from({ length: count }, () => name).join("&");
const params = (count: number) => Array.from({ length: count }, (_, n) => `p${n}=1`).join("&");

const refusedAddresses: HostileCase[] = [
  ...(
    [
      ["/work", 100],
      ["/work", 4000],
      ["/news", 65],
      ["/contact", 1000],
      ["/", 500],
      ["/news/{publishedNewsSlug}", 200],
    ] as const
  ).map(
    ([page, count]): HostileCase => ({
      name: `bounds: ${page} with ${count} repeated query names`,
      method: "GET",
      path: `${page}?${repeated("a", count)}`,
      status: 400,
      bodyIncludes: ["Too Many Parameters", "more than 64 query parameters"],
    }),
  ),
  ...(
    [
      ["/work", 16_000],
      ["/news", 9000],
    ] as const
  ).map(
    ([page, count]): HostileCase => ({
      name: `bounds: ${page} with ${count} repeated names, past 8 KB`,
      method: "GET",
      path: `${page}?${repeated("a", count)}`,
      status: 414,
      bodyIncludes: ["Address Too Long"],
    }),
  ),
  {
    name: "bounds: a 9 KB path",
    method: "GET",
    path: `/${"p".repeat(9000)}`,
    status: 414,
    bodyIncludes: ["Address Too Long"],
  },
  {
    name: "bounds: a 9 KB query value",
    method: "GET",
    path: `/news?tag=${"t".repeat(9000)}`,
    status: 414,
  },
  {
    name: "bounds: the API with 65 parameters, in its JSON",
    method: "GET",
    path: `/api/collections/news/records?${params(65)}`,
    status: 400,
    bodyIncludes: ['"status":400', "more than 64 query parameters"],
  },
  {
    name: "bounds: the API with a 9 KB filter",
    method: "GET",
    path: `/api/collections/news/records?filter=${"a".repeat(9000)}`,
    status: 414,
    bodyIncludes: ['"status":414'],
  },
  {
    name: "bounds: search with 65 parameters",
    method: "GET",
    path: `/api/search?q=x&${params(64)}`,
    status: 400,
  },
  { name: "bounds: 64 parameters is still a page", method: "GET", path: `/work?${params(64)}`, status: 200 },
  { name: "bounds: 63 unread parameters beside a read one", method: "GET", path: `/news?page=1&${params(63)}`, status: 301 },
];

/** Headers that once reached the page cache's key, the links, or the log in full. */
const hostileHeaders: HostileCase[] = [
  ...["/", "/news", "/work", "/contact", "/news/{publishedNewsSlug}", "/sitemap.xml", "/feed.xml", "/robots.txt"].flatMap(
    (page): HostileCase[] => [
      {
        name: `bounds: ${page} with a forged Host`,
        method: "GET",
        path: page,
        headers: { Host: JUNK_HOST },
        status: 200,
        mustNotLeak: [JUNK_HOST],
      },
      {
        name: `bounds: ${page} with a forged X-Forwarded-Host and -Proto`,
        method: "GET",
        path: page,
        headers: { "X-Forwarded-Host": JUNK_HOST, "X-Forwarded-Proto": "javascript" },
        status: 200,
        mustNotLeak: [JUNK_HOST, "javascript:"],
      },
    ],
  ),
  {
    name: "bounds: 256 KB of X-Forwarded-Host",
    method: "GET",
    path: "/news",
    headers: { "X-Forwarded-Host": `${"x".repeat(256 * 1024)}.example` },
    status: 200,
    mustNotLeak: ["xxxxxxxxxxxxxxxxxxxx"],
  },
  {
    name: "bounds: a not-found page with 7 KB of User-Agent and Referer",
    method: "GET",
    path: "/no/such/page?q=1",
    headers: { "User-Agent": `Mozilla/5.0 ${"u".repeat(3500)}`, Referer: `https://r.example/${"r".repeat(3500)}` },
    status: 404,
    mustNotLeak: ["uuuuuuuuuuuuuuuuuuuu", "rrrrrrrrrrrrrrrrrrrr"],
  },
  {
    name: "bounds: a not-found page with a forged X-Forwarded-For",
    method: "GET",
    path: "/no/such/forwarded",
    headers: { "X-Forwarded-For": "1.2.3.4, 5.6.7.8" },
    status: 404,
  },
];

/** Query parameters no page reads: one page answers them all, and names none of them. */
const junkQueries: HostileCase[] = [
  ...["/contact?j=1", "/contact?j=2&k=3", "/office?utm_source=x", "/?fbclid=junk"].map(
    (path): HostileCase => ({
      name: `bounds: ${path} is its page`,
      method: "GET",
      path,
      status: 200,
      mustNotLeak: ["j=1", "utm_source", "fbclid"],
    }),
  ),
  {
    name: "bounds: the first page's other address keeps only what the page reads",
    method: "GET",
    path: "/news?page=1&utm_source=junk-param",
    status: 301,
    mustNotLeak: ["junk-param"],
  },
  {
    name: "bounds: a not-found page names only what its page reads",
    method: "GET",
    path: "/news?page=99&utm_source=junk-param",
    status: 404,
    mustNotLeak: ["junk-param"],
  },
  {
    name: "bounds: a parameter named __proto__",
    method: "GET",
    path: "/news?__proto__=1&__proto__=2&constructor=x",
    status: 200,
  },
];

const realtime: HostileCase[] = [
  { name: "bounds: the content version", method: "GET", path: "/api/content/version", status: 200, bodyIncludes: ['"version"'] },
  {
    name: "bounds: subscribing an unknown realtime client",
    method: "POST",
    path: "/api/realtime",
    body: { clientId: "no-such-client", subscriptions: [CONTENT_TOPIC] },
    status: 404,
  },
  {
    name: "bounds: 1,001 subscriptions in one request",
    method: "POST",
    path: "/api/realtime",
    body: { clientId: "x", subscriptions: Array.from({ length: 1001 }, (_, n) => `news/*?options=${n}`) },
    status: 400,
  },
  {
    name: "bounds: a subscription topic of 3,000 characters",
    method: "POST",
    path: "/api/realtime",
    body: { clientId: "x", subscriptions: [`news/*?options=${"o".repeat(3000)}`] },
    status: 400,
  },
];

const icons: HostileCase[] = [
  {
    name: "bounds: an icon set that is not installed, with the fallback off",
    method: "GET",
    path: "/api/icons/mdi.json?icons=home",
    status: 404,
  },
  {
    name: "bounds: 50 made-up icon names",
    method: "GET",
    path: `/api/icons/ph.json?icons=${Array.from({ length: 50 }, (_, n) => `made-up-${n}`).join(",")}`,
    status: 200,
    bodyIncludes: ['"not_found"'],
  },
  {
    name: "bounds: an icon name that walks out of its set",
    method: "GET",
    path: "/api/icons/ph.json?icons=..%2F..%2Flib%2Ficons",
    status: 400,
  },
];

const previews: HostileCase[] = [
  ...[
    ["a made-up token", "1.0"],
    ["a token of 5,000 characters", `${"9".repeat(12)}.${"a".repeat(4988)}`],
    ["an expired token", "1000000000.0123456789abcdef0123456789abcdef"],
    ["a token for another record", "9999999999.0123456789abcdef0123456789abcdef"],
  ].map(
    ([what, token]): HostileCase => ({
      name: `bounds: a draft with ${what}`,
      method: "GET",
      path: `/news/{draftNewsSlug}?preview=${token}`,
      status: 404,
      mustNotLeak: ["{draftNewsTitle}"],
    }),
  ),
  {
    name: "bounds: a draft's file with a made-up token",
    method: "GET",
    path: "/api/files/news/{draftNewsId}/{draftNewsCover}?preview=9999999999.0123456789abcdef0123456789abcdef",
    status: 404,
  },
];

/** Writes only the site's own pages make. */
const ownPagesOnly: HostileCase[] = [
  {
    name: "bounds: a page view as a form post",
    method: "POST",
    path: "/api/views",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "path=%2Fwork&referrer=https%3A%2F%2Fspam.example%2F",
    status: 415,
    bodyIncludes: ["Send the report as JSON"],
  },
  {
    name: "bounds: a page view as text/plain (a beacon from another site)",
    method: "POST",
    path: "/api/views",
    headers: { "content-type": "text/plain" },
    body: '{"path":"/work"}',
    status: 415,
  },
  {
    name: "bounds: a page view from another site (Sec-Fetch-Site)",
    method: "POST",
    path: "/api/views",
    headers: { "Sec-Fetch-Site": "cross-site" },
    body: { path: "/work", referrer: "" },
    status: 403,
    bodyIncludes: ["the site's own pages only"],
  },
  {
    name: "bounds: a page view from another origin",
    method: "POST",
    path: "/api/views",
    headers: { Origin: "https://spam.example" },
    body: { path: "/work", referrer: "" },
    status: 403,
  },
  {
    name: "bounds: a page view with DNT: 0, 1",
    method: "POST",
    path: "/api/views",
    headers: { DNT: "0, 1" },
    body: { path: "/work", referrer: "" },
    status: 200,
    bodyIncludes: ['"recorded":false'],
  },
  {
    name: "bounds: a redirect hit from another site",
    method: "POST",
    path: "/api/redirects/hits?path=/projects",
    headers: { "Sec-Fetch-Site": "cross-site" },
    status: 403,
  },
  {
    name: "bounds: a redirect hit from another origin",
    method: "POST",
    path: "/api/redirects/hits?path=/projects",
    headers: { Origin: "https://spam.example" },
    status: 403,
  },
  {
    name: "bounds: a 404 report as a form post",
    method: "POST",
    path: "/api/not-found",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "path=%2Fold",
    status: 415,
  },
  {
    name: "bounds: a 404 report from another site",
    method: "POST",
    path: "/api/not-found",
    headers: { "Sec-Fetch-Site": "cross-site" },
    body: { path: "/old", referrer: "" },
    status: 403,
  },
  {
    name: "bounds: a CDN purge run without this server's key",
    method: "POST",
    path: "/api/cdn/purges/run",
    status: 403,
    bodyIncludes: ["Only this server runs its CDN purges"],
  },
  {
    name: "bounds: a CDN purge run with a made-up key",
    method: "POST",
    path: "/api/cdn/purges/run",
    headers: { "X-Purge-Nudge": "guess" },
    status: 403,
  },
];

/** Addresses a mail client would show as someone else's, or that no Reply-To can carry. */
const replyTo: HostileCase[] = [
  ...[
    ["an encoded-word before the @", "=?UTF-8?Q?ceo=40bank.example?=@spam.example", "An email address cannot contain"],
    ["an encoded-word as the domain", "ceo@=?utf-8?q?bank.example?=", "An email address cannot contain"],
    ["a local part in Cyrillic", "сео@bank.example", "Latin letters"],
    ["a local part with an accent", "jöhn@example.com", "Latin letters"],
    ["a quoted local part", '"ceo@bank.example"@spam.example', "does not look right"],
    ["a header break", "ceo@example.com\r\nBcc: all@example.com", "does not look right"],
  ].map(
    ([what, email, words]): HostileCase => ({
      name: `bounds: a contact email with ${what}`,
      method: "POST",
      path: "/api/collections/contact/records",
      body: {
        name: "Ada",
        email,
        topic: "other",
        budget: "",
        message: "A message long enough to pass.",
        consent: true,
        company: "",
        page: "/contact",
      },
      status: 400,
      bodyIncludes: [words ?? ""],
    }),
  ),
];

export const cases: HostileCase[] = [
  ...refusedAddresses,
  ...hostileHeaders,
  ...junkQueries,
  ...realtime,
  ...icons,
  ...previews,
  ...ownPagesOnly,
  ...replyTo,
];
