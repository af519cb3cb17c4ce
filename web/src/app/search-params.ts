import { parseQuery, stringifyQuery } from "../../../shared/list-params";

/**
 * The router reads an address's search as the strings it holds, with the same parser the server
 * uses to answer a full page load (TanStack's default would read "2.0" as 2 and "1e1" as 10,
 * and rewrite the address to match). A page judges its own parameters; see list-params.ts.
 * It writes them as URLSearchParams would, with code that also runs where the server draws the page.
 */
export const parseSearch = parseQuery;
export const stringifySearch = stringifyQuery;
