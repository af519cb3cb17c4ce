/**
 * First-party page views (docs/decisions/archive/040-first-party-page-views.md): what the app reports and the server counts,
 * read by both, so that the app never sends what the server would refuse.
 */

/** Where the app reports a page view: POST, JSON (pb_hooks/src/page-views.pb.ts). */
export const PAGE_VIEWS_ENDPOINT = "/api/views";

/** What the app sends: the page's path, and the address the visit came from (document.referrer, "" for none). */
export interface PageViewReport {
  path: string;
  referrer: string;
}

/** The server's answer to a report it accepted: counted, or not and why (the visitor asked not to be, a bot...). */
export interface PageViewAnswer {
  recorded: boolean;
  reason?: string;
}

/**
 * Whether the browser asks not to be tracked: Do Not Track (`DNT: 1`, navigator.doNotTrack) or Global Privacy Control
 * (`Sec-GPC: 1`, navigator.globalPrivacyControl). The server reads the headers (every value of each: `DNT: 0` with a
 * `DNT: 1` beside it still asks), the app the navigator's values.
 */
export const declinesTracking = (doNotTrack: unknown, globalPrivacyControl: unknown): boolean =>
  [doNotTrack, globalPrivacyControl].flat().some(
    (value) =>
      value === true ||
      String(value)
        .split(",")
        .some((part) => part.trim() === "1"),
  );

/** What the counts keep for the referring sites of a day past the first REFERRERS_PER_DAY (shared/serving/bounds.ts). */
export const OTHER_REFERRERS = "(other)";

/** Whether an address is a draft's preview link (`?preview=…`): an editor looking at a draft, not a visit. */
export const isPreviewAddress = (address: string): boolean => /[?&]preview(?:[=&#]|$)/.test(address);

/**
 * The host an address names, as the counts keep it: lower case, without "www.", a port or anything after the host
 * ("news.example.com"); "" for anything but an http(s) address with a plain host name. Written without URL, which
 * PocketBase's JavaScript does not have.
 */
export function referrerHost(address: string): string {
  const host = /^https?:\/\/(?:[^/?#@]*@)?([^/?#:]+)/i.exec(address.trim())?.[1] ?? "";
  const plain = host
    .toLowerCase()
    .replace(/\.$/, "")
    .replace(/^www\./, "");
  return plain.length <= 253 && /^[a-z0-9-]+(?:\.[a-z0-9-]+)*$/.test(plain) ? plain : "";
}
