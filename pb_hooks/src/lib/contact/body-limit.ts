import { CONTACT_BODY_LIMIT_BYTES, CONTACT_TOO_LARGE } from "../../../../shared/contact/rules";

/**
 * Every request that reaches the contact collection, however it names it (any case, its id, percent
 * escapes: PocketBase's own lookup of the route's {collection}), and every batch a visitor sends (the one collection
 * a visitor may write to is contact), is held to CONTACT_BODY_LIMIT_BYTES. PocketBase's bodyLimit refuses a longer
 * declared length at once. A chunked body is read here first, to one byte past the limit: Go's JSON decoder once
 * finished a value it read with the byte that crossed PocketBase's limit, and a body of 66–70 KB was saved or
 * answered 400 (issue 32). Read to its end within the limit, PocketBase's request body rewinds for the handler.
 */
export function limitContactBody(e: core.RequestEvent): void {
  const request = e.request;
  if (
    request &&
    request.contentLength < 0 &&
    toBytes(request.body, CONTACT_BODY_LIMIT_BYTES + 1).length > CONTACT_BODY_LIMIT_BYTES
  )
    throw new ApiError(413, CONTACT_TOO_LARGE);
  try {
    $apis.bodyLimit(CONTACT_BODY_LIMIT_BYTES).func(e);
  } catch (error) {
    if (!tooLarge(error)) throw error;
    throw new ApiError(413, CONTACT_TOO_LARGE);
  }
}

/** Whether a request reaches the contact collection (or is a visitor's batch). */
export function reachesContact(e: core.RequestEvent): boolean {
  const request = e.request;
  if (!request) return false;
  const named = request.pathValue("collection");
  if (named !== "") {
    try {
      return e.app.findCachedCollectionByNameOrId(named).name === "contact";
    } catch {
      return false; // no such collection: PocketBase answers 404 without reading the body
    }
  }
  return request.pattern === "POST /api/batch" && !e.hasSuperuserAuth();
}

/**
 * Whether PocketBase refused the body as too large: bodyLimit's 413 itself, or as the cause of the batch API's 400
 * ("Failed to read the submitted batch data."). The JS runtime hands Go errors over wrapped, the error in `value`.
 */
function tooLarge(error: unknown): boolean {
  const apiError = (error as { value?: { status?: unknown; rawData?: () => unknown } } | undefined)?.value;
  const cause = apiError?.rawData?.() as { status?: unknown } | null | undefined;
  return apiError?.status === 413 || cause?.status === 413;
}
