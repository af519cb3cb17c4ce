import { SLUG_MAX, SLUG_PATTERN, slugify } from "../content/slug";
import { ADDRESS_SEGMENTS, SERVER_SEGMENTS } from "./segments";

/**
 * An editor's page's address (issue 33): its `slug`, one to three segments of lowercase letters, digits and hyphens
 * ("about", "services/brand-strategy"), read under the site's root (and a language's prefix). Every other record's slug
 * is one segment under its collection's prefix; a page's is the path itself, so it must not be one the site already
 * answers: a route of the app, a record page's prefix, PocketBase's own paths, a language's prefix.
 */

/** What editors type, as the address is kept: no slashes at either end, single slashes, lower case. */
export const tidyAddress = (typed: string) =>
  typed
    .trim()
    .toLowerCase()
    .replace(/\/{2,}/g, "/")
    .replace(/^\/+|\/+$/g, "");

/** A title as an address: one segment. */
export const addressOf = (title: string) => slugify(title);

export interface Reserved {
  /** First segments the site's routes and record pages take ("work", "news", "project"…). */
  routes: readonly string[];
  /** The live and dark languages' prefixes ("pt"). */
  languages: readonly string[];
}

/** Why an address cannot be a page's, in words an editor understands; undefined when it can. */
export function addressProblem(address: string, reserved: Reserved): string | undefined {
  if (address === "")
    return "The address is empty. Give the page a title, or type an address such as about or services/brand-strategy.";
  if (address.length > SLUG_MAX) return `The address is ${address.length} characters long; keep it to ${SLUG_MAX}.`;
  const segments = address.split("/");
  if (segments.length > ADDRESS_SEGMENTS)
    return `The address has ${segments.length} parts; a page's has one to ${ADDRESS_SEGMENTS}, such as services/brand-strategy.`;
  const bad = segments.find((segment) => !SLUG_PATTERN.test(segment));
  if (bad !== undefined)
    return `“${bad}” cannot be part of an address: use lowercase letters, digits and single hyphens between slashes, such as services/brand-strategy.`;
  const first = segments[0] ?? "";
  if (reserved.routes.includes(first) || (SERVER_SEGMENTS as readonly string[]).includes(first))
    return `/${first} is one of the site's own pages, so no page can live at /${address}. Choose another address, such as about-${first}.`;
  if (reserved.languages.includes(first))
    return `/${first} is the start of the site in a language, so no page can live at /${address}. Choose another address; a page in that language is a translation of this one.`;
  return undefined;
}
