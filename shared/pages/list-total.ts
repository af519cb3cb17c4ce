/**
 * A list's total told in a header (issue 34; decision 072). The app shows a total only on the pages of a list (/news,
 * /work): it asks PocketBase not to count (`skipTotal`) and asks our middleware to tell the total instead
 * (`total=header`), which it keeps per content version (pb_hooks/src/lib/pages/list-totals.ts) and answers in
 * TOTAL_HEADER. PocketBase's own count runs over every visible record on every read; a JS hook that filled a kept
 * total into the body needed a second JS engine per read and cost the list API half its rate at 50 connections.
 * A read the middleware cannot count safely has its `skipTotal` taken off, so PocketBase counts it in the body. Any
 * other client of the API reads the API as PocketBase answers it.
 */

export const TOTAL_HEADER = "X-Total-Items";
/** The query parameter, and its value, that ask for the total in TOTAL_HEADER. */
export const TOTAL_PARAM = "total";
export const TOTAL_IN_HEADER = "header";

interface ReadOptions {
  skipTotal?: boolean;
  [option: string]: unknown;
}

/** A list read's options asking for its total in the header; one that asks for no total is left as it is. */
export function withTotalInHeader<O extends ReadOptions>(options: O | undefined): O {
  if (options?.skipTotal) return options;
  return { ...(options ?? ({} as O)), skipTotal: true, [TOTAL_PARAM]: TOTAL_IN_HEADER };
}

/** Whether a read wants its total (PocketBase's count in the body, or ours in the header). */
export const wantsTotal = (options: ReadOptions | undefined) => !options?.skipTotal || options[TOTAL_PARAM] === TOTAL_IN_HEADER;

interface ListBody {
  perPage?: unknown;
  totalItems?: unknown;
  totalPages?: unknown;
}

/** An answer's body with the total its header tells, where PocketBase counted none (-1); anything else as it is. */
export function withTotalFrom<T>(body: T, header: string | null): T {
  const list = body as ListBody | null;
  if (!list || typeof list !== "object" || list.totalItems !== -1 || header === null || !/^\d{1,12}$/.test(header)) return body;
  const total = Number(header);
  const perPage = typeof list.perPage === "number" ? list.perPage : 0;
  return { ...list, totalItems: total, totalPages: perPage > 0 ? Math.ceil(total / perPage) : 1 } as T;
}
