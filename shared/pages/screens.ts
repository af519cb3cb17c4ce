import type { Preview } from "../content/preview";
import type { PageLanguage } from "../languages/languages";
import type { Words } from "../languages/words/en";
import type { RedirectLookup } from "../redirects/rules";
import type { DrawnText } from "./drawn-text";
import type { QueryKey } from "./view";

/**
 * The one contract between the hooks that answer a page (pb_hooks/src/lib/pages/render.ts) and the app's screens built
 * for them (web/src/server/render.tsx, built into pb_hooks/lib/screens/; issue 31). The server runs the app's own
 * routes, loaders and components: the loaders read through `reads`, which the hooks answer in the process with a
 * visitor's rules, and the query cache they fill is the page's inline data.
 */

/** A list request's options, as the SDK sends them to GET /api/collections/{name}/records. */
export interface ListRead {
  page: number;
  /** 0: every record (the SDK's getFullList). */
  perPage: number;
  filter?: string;
  sort?: string;
  fields?: string;
  expand?: string;
  skipTotal?: boolean;
  /** The SDK's getFirstListItem: the one record a page is of (what a preview link opens). */
  first?: boolean;
}

/** One page of a list, as the API answers it (totals -1 when skipped). */
export interface ListAnswer<T = unknown> {
  page: number;
  perPage: number;
  totalItems: number;
  totalPages: number;
  items: T[];
}

/** A read the API would refuse, as it would: its status and message (thrown by `reads`). */
export interface ReadRefusal {
  status: number;
  message: string;
}

/** The API's reads, answered in the process exactly as the API answers a visitor (its rules, fields and expands). */
export interface VisitorReads {
  list(collection: string, read: ListRead): ListAnswer;
  /** What `GET {path}?{query}` answers, for the site's own endpoints the app reads (search, redirect rules, icons). */
  send(path: string, query: Readonly<Record<string, string>>): unknown;
}

interface ScreenRequest {
  /** The address the app is at, as the browser spelt it, with the query its page reads (and a preview's token). */
  href: string;
  /** The same address within its language, as the router's paths are: "/news?page=2" for "/pt/news?page=2". */
  within: string;
  language: PageLanguage;
  words: Words;
  /** The origin of absolute links when the site record names none (the Application URL, or the server's address). */
  fallbackOrigin: string;
  reads: VisitorReads;
  /** The page's redirect rules, as the server followed them (the root's route rules read them from the cache). */
  rules: RedirectLookup;
  /** The preview link the page was opened with. */
  preview?: Preview;
  sanitize: (html: string) => string;
}

/** The page as the app's screens drew it. */
export interface Screen {
  /** 200, or the not-found page's 404 or 410; 301 when the page is known by another address (`location`). */
  status: number;
  location?: string;
  /** Its content's kind (shared/pages/view.ts PageContent), "not-found" for none. */
  kind: string;
  /** The head's tags and the lead image's preload. */
  head: string;
  /** The markup of the app's root. */
  body: string;
  /** The query cache the loaders filled: the page's inline data, without the rich texts drawn on the page. */
  queries: [QueryKey, unknown][];
  /** Where each text left out of the queries is drawn (shared/pages/drawn-text.ts). */
  drawn: DrawnText[];
  /** The origin absolute links were written on. */
  origin: string;
  noindex: boolean;
  /** One person's page: no cache may keep it. */
  private: boolean;
}

export type RenderPage = (request: ScreenRequest) => Promise<Screen>;

/**
 * What the screens bundle exports: a function that builds the screens each time it is called. Built, the app's
 * routes, components, React and the router are about 1.6 MB of objects in a JS engine (decision 072), so only a few
 * engines keep them between renders (pb_hooks/src/lib/pages/render-seats.ts); a module that `require` returned would
 * stay in every engine that ever drew a page.
 */
export type LoadScreens = () => { renderPage: RenderPage };

/** Where the screens bundle is, under the hooks' directory. */
export const SCREENS_MODULE = "lib/screens/render.js";
