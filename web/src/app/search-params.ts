import { parseQuery, stringifyQuery } from "../../../shared/pages/list-params";

/**
 * The router reads an address's search as the strings it holds, with the same parser the server
 * uses to answer a full page load (TanStack's default would read "2.0" as 2 and "1e1" as 10,
 * and rewrite the address to match). A page judges its own parameters; see list-params.ts.
 */
export const parseSearch = parseQuery;

/**
 * Writes them as URLSearchParams does: with it in the browser (the smaller code), and with the shared form encoder
 * where the server draws the page, which has none. search-params.test.ts holds the two to the same spelling.
 */
export const stringifySearch: (search: Record<string, unknown>) => string = import.meta.env.SSR
  ? stringifyQuery
  : (search) => {
      const params = new URLSearchParams();
      for (const [name, value] of Object.entries(search)) {
        for (const one of Array.isArray(value) ? value : [value]) {
          if (one !== undefined) params.append(name, String(one));
        }
      }
      const text = params.toString();
      return text ? `?${text}` : "";
    };
