/**
 * The PocketBase SDK where the server draws a page (scripts/lib/build-server.ts puts this module in its place): the
 * hook has loaded every record a page it found shows into the query cache, so a request that reaches the SDK comes
 * from a page the hook did not find. It answers as the API would for a record that is not there: a list holds
 * nothing, a record is a 404. The route then shows its not-found page, as the browser's does for the address.
 */
export class ClientResponseError extends Error {
  status = 404;
  url = "";
  isAbort = false;
  response: Record<string, unknown> = { status: 404, message: "The requested resource wasn't found.", data: {} };
}

export class BaseAuthStore {
  token = "";
  record = null;
  clear(): void {}
  save(): void {}
}

const missing = () => Promise.reject(new ClientResponseError("Not loaded by the page's hook"));
const collection = {
  getOne: missing,
  getFirstListItem: missing,
  getFullList: () => Promise.resolve([]),
  getList: (page = 1, perPage = 30) => Promise.resolve({ page, perPage, totalItems: 0, totalPages: 0, items: [] }),
};

export default class PocketBase {
  authStore = new BaseAuthStore();
  autoCancellation(): void {}
  collection(): typeof collection {
    return collection;
  }
  send = missing;
  filter = (raw: string) => raw;
}
