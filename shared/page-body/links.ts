// Links as the app's router writes them: the same addresses, and the same marks on a link to the page shown
// (TanStack Router's `<Link>` adds data-status="active", aria-current="page" and, unless the link sets its own
// activeProps, the class "active"), so a server-drawn link is the app's link.
import { parseQuery, type Query } from "../list-params";
import { type AttributeValue, element } from "./markup";

/** Where the page is: its path and its query, as the router reads them. */
export interface Here {
  pathname: string;
  search: Query;
}

/**
 * Where a page view is: its path, with the query its canonical address keeps (a list's page or filter), which is
 * all of the query a page reads.
 */
export const hereOf = (path: string, canonical: string): Here => {
  const [pathname = "/"] = path.replace(/#.*$/, "").split("?");
  const query = canonical.replace(/#.*$/, "").split("?")[1] ?? "";
  return { pathname, search: parseQuery(query) };
};

/** A link's destination, as a `<Link to search hash>` names it. */
export interface Target {
  to: string;
  search?: Record<string, string>;
  hash?: string;
}

/**
 * A search value as the app's stringifySearch writes it, with URLSearchParams (which PocketBase's JS engine lacks):
 * spaces become "+", and `!'()~` are escaped too, where encodeURIComponent leaves them (a tag may hold them).
 */
const searchValue = (value: string) =>
  encodeURIComponent(value)
    .replace(/[!'()~]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, "+");

export function hrefOf(target: Target): string {
  const search = Object.entries(target.search ?? {})
    .map(([name, value]) => `${searchValue(name)}=${searchValue(value)}`)
    .join("&");
  return `${target.to}${search ? `?${search}` : ""}${target.hash ? `#${target.hash}` : ""}`;
}

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);

/** TanStack Router's rule: the path is the link's or below it (exactly it when `exact`), and the link's search is in the address's (all of it when `exact`); the hash does not count. */
export function isActive(here: Here, target: Target, exact = false): boolean {
  const current = trimSlash(here.pathname);
  const next = trimSlash(target.to);
  const pathMatches = exact
    ? current === next
    : current.startsWith(next) && (current.length === next.length || current[next.length] === "/");
  if (!pathMatches) return false;
  const wanted = Object.entries(target.search ?? {});
  if (exact && Object.keys(here.search).length !== wanted.length) return false;
  return wanted.every(([name, value]) => here.search[name] === value);
}

export interface LinkOptions {
  class?: string;
  /** The link sets its own activeProps (`{}`), so an active link gets no "active" class. */
  ownActiveProps?: boolean;
  /** activeOptions.exact */
  exact?: boolean;
  attributes?: Record<string, AttributeValue>;
}

/** A `<Link>` as the app renders it on this page. */
export function link(here: Here, target: Target, options: LinkOptions, content: string): string {
  const active = isActive(here, target, options.exact);
  const className = active && !options.ownActiveProps ? [options.class, "active"].filter(Boolean).join(" ") : options.class;
  return element(
    "a",
    {
      ...options.attributes,
      class: className,
      href: hrefOf(target),
      "data-status": active ? "active" : undefined,
      "aria-current": active ? "page" : options.attributes?.["aria-current"],
    },
    content,
  );
}

/** The app's destinations. */
export const to = {
  home: (): Target => ({ to: "/" }),
  work: (service?: string): Target => (service ? { to: "/work", search: { service } } : { to: "/work" }),
  project: (slug: string): Target => ({ to: `/project/${encodeURIComponent(slug)}` }),
  /** A page of /news, or of one tag's articles: `?tag=` first, then `?page=` (as the app's links write them). */
  news: (page = 1, tag?: string): Target => {
    const search = { ...(tag !== undefined ? { tag } : {}), ...(page > 1 ? { page: String(page) } : {}) };
    return Object.keys(search).length > 0 ? { to: "/news", search } : { to: "/news" };
  },
  article: (slug: string): Target => ({ to: `/news/${encodeURIComponent(slug)}` }),
  office: (id?: string): Target => (id ? { to: "/office", hash: `office-${id}` } : { to: "/office" }),
  contact: (): Target => ({ to: "/contact" }),
  search: (): Target => ({ to: "/search" }),
};
