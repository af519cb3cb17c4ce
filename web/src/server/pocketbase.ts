import type { ListAnswer, ListRead, ReadRefusal, VisitorReads } from "../../../shared/pages/screens";

/**
 * The PocketBase SDK where the server draws a page (scripts/lib/build-server.ts puts this module in its place): the
 * app's own loaders and queries call it as they call the SDK in the browser, and it reads through the hooks' visitor
 * reads (pb_hooks/src/lib/pages/visitor-reads.ts), which answer in the process as the API answers a visitor: its rules,
 * its fields, its expands, its refusals. So the loaders are the one description of what a page reads (issue 31).
 */

let current: VisitorReads | undefined;

/** The reads this render goes through (render.tsx sets them for each page; a VM draws one page at a time). */
export function readThrough(reads: VisitorReads | undefined): void {
  current = reads;
}

export class ClientResponseError extends Error {
  url: string;
  status: number;
  isAbort = false;
  response: { status: number; message: string; data: Record<string, unknown> };
  constructor(url: string, refusal: ReadRefusal) {
    super(refusal.message);
    this.url = url;
    this.status = refusal.status;
    this.response = { status: refusal.status, message: refusal.message, data: {} };
  }
}

const NOT_FOUND: ReadRefusal = { status: 404, message: "The requested resource wasn't found." };

/** A refusal the reads threw, as the SDK's error; anything else (a bug) as a 500 that names it. */
function asResponseError(url: string, error: unknown): ClientResponseError {
  const refusal = error as Partial<ReadRefusal> | undefined;
  if (typeof refusal?.status === "number" && typeof refusal.message === "string")
    return new ClientResponseError(url, refusal as ReadRefusal);
  return new ClientResponseError(url, { status: 500, message: String((error as Error | undefined)?.message ?? error) });
}

/** One read, as the SDK's promise of it. */
function read<T>(url: string, through: (reads: VisitorReads) => T): Promise<T> {
  if (!current) return Promise.reject(new ClientResponseError(url, NOT_FOUND));
  try {
    return Promise.resolve(through(current));
  } catch (error) {
    return Promise.reject(asResponseError(url, error));
  }
}

type Options = Omit<Partial<ListRead>, "page" | "perPage"> & Record<string, unknown>;

const listRead = (options: Options | undefined): Omit<ListRead, "page" | "perPage"> => ({
  ...(typeof options?.filter === "string" ? { filter: options.filter } : {}),
  ...(typeof options?.sort === "string" ? { sort: options.sort } : {}),
  ...(typeof options?.fields === "string" ? { fields: options.fields } : {}),
  ...(typeof options?.expand === "string" ? { expand: options.expand } : {}),
  ...(options?.skipTotal ? { skipTotal: true } : {}),
});

function collection(name: string) {
  const url = `/api/collections/${name}/records`;
  return {
    getList: <T>(page = 1, perPage = 30, options?: Options): Promise<ListAnswer<T>> =>
      read(url, (reads) => reads.list(name, { ...listRead(options), page, perPage }) as ListAnswer<T>),
    getFullList: <T>(options?: Options): Promise<T[]> =>
      read(url, (reads) => reads.list(name, { ...listRead(options), page: 1, perPage: 0, skipTotal: true }).items as T[]),
    getFirstListItem: <T>(filter: string, options?: Options): Promise<T> =>
      read(url, (reads) => {
        const read = { ...listRead(options), filter, page: 1, perPage: 1, skipTotal: true, first: true };
        const [first] = reads.list(name, read).items;
        if (first === undefined) throw NOT_FOUND;
        return first as T;
      }),
    create: (): Promise<never> =>
      Promise.reject(new ClientResponseError(url, { status: 405, message: "The server's render writes nothing." })),
  };
}

export class BaseAuthStore {
  token = "";
  record = null;
  clear(): void {}
  save(): void {}
}

export default class PocketBase {
  authStore = new BaseAuthStore();
  autoCancellation(): void {}
  collection = collection;
  send<T>(path: string, options?: { query?: Record<string, unknown> }): Promise<T> {
    const query: Record<string, string> = {};
    for (const [key, value] of Object.entries(options?.query ?? {})) if (value !== undefined) query[key] = String(value);
    return read(path, (reads) => reads.send(path, query) as T);
  }
}

/**
 * `fetch` where the server draws a page: the app's own endpoints it fetches without the SDK (the icons editors chose),
 * answered through the same reads; anything else is not the server's to fetch while drawing a page.
 */
export function serverFetch(
  input: string,
): Promise<{ ok: boolean; status: number; statusText: string; json(): Promise<unknown> }> {
  const at = input.indexOf("?");
  const path = at < 0 ? input : input.slice(0, at);
  const query: Record<string, string> = {};
  if (at >= 0)
    for (const pair of input.slice(at + 1).split("&")) {
      const cut = pair.indexOf("=");
      if (cut > 0) query[decodeURIComponent(pair.slice(0, cut))] = decodeURIComponent(pair.slice(cut + 1));
    }
  const answer = (status: number, body: unknown) =>
    Promise.resolve({ ok: status < 400, status, statusText: "", json: () => Promise.resolve(body) });
  if (!path.startsWith("/api/")) return answer(404, { message: `The server's render fetches only the site's API, not ${path}.` });
  return read(path, (reads) => reads.send(path, query)).then(
    (body) => answer(200, body),
    (error: ClientResponseError) => answer(error.status, error.response),
  );
}
