import { notFound } from "@tanstack/react-router";
import { isResponseError } from "./pocketbase";

/** The words every unexpected backend failure shows (the spec's, and PocketBase's own default). */
export const GENERIC_FAILURE = "Something went wrong while processing your request.";
/** No answer at all (status 0, not cancelled): the connection, not the site, is what failed. */
export const UNREACHABLE = "We could not reach the site. Please check your connection and try again.";

export interface BackendFailure {
  status: number;
  message: string;
  /** Field name → message, in PocketBase's error format. */
  fields: Record<string, string>;
}

/**
 * What a person should read about a failed request. Only messages written for
 * people (4xx from our own rules) pass through; everything else is generic. The
 * details an operator needs (url, status, response, abort flag) go to the console.
 */
export function describeBackendError(error: unknown): BackendFailure {
  if (!isResponseError(error)) {
    console.error(GENERIC_FAILURE, error);
    return { status: 0, message: GENERIC_FAILURE, fields: {} };
  }
  console.error(GENERIC_FAILURE, { url: error.url, status: error.status, response: error.response, isAbort: error.isAbort });
  const fields: Record<string, string> = {};
  for (const [name, detail] of Object.entries((error.response?.data ?? {}) as Record<string, { message?: string }>)) {
    if (typeof detail?.message === "string") fields[name] = detail.message;
  }
  if (error.status === 0 && !error.isAbort) return { status: 0, message: UNREACHABLE, fields };
  if (error.status === 429) {
    return {
      status: 429,
      message: "You have sent several requests in a short time. Please wait a minute and try again.",
      fields,
    };
  }
  // 4xx from our rules, and 503 from a write the server could not keep (a full disk): both written for people.
  const readable =
    ((error.status >= 400 && error.status < 500) || error.status === 503) && typeof error.response?.message === "string";
  return { status: error.status, message: readable ? String(error.response.message) : GENERIC_FAILURE, fields };
}

const isNotFound = (error: unknown) => isResponseError(error) && error.status === 404;

/** A record PocketBase does not have (or does not show visitors) is the route's not-found page. */
export function orNotFound<T>(request: Promise<T>): Promise<T> {
  return request.catch((error: unknown) => {
    if (isNotFound(error)) throw notFound();
    throw error;
  });
}
