/**
 * A preview link's token: `<expiry>.<signature>`, the expiry in Unix seconds and the signature an HMAC-SHA256 over the
 * record's collection, its id and that expiry, with the site's preview secret, cut to 128 bits (32 hex digits). It opens
 * one record's page until it expires; nothing is stored to check it. See docs/decisions/archive/038-draft-preview-links.md.
 *
 * Pure, so it is tested outside PocketBase: the HMAC and the constant-time comparison are handed in ($security's
 * there, node:crypto's in the unit test).
 */

/** How long a link works after the save that made it. */
export const PREVIEW_DAYS = 7;
const DAY_SECONDS = 86_400;
const SIGNATURE_LENGTH = 32;
const TOKEN = /^(\d{1,12})\.([0-9a-f]{32})$/;

/** The record a token is for. */
export interface PreviewSubject {
  collection: string;
  id: string;
}

export interface Signer {
  /** HMAC-SHA256 of `text` with `secret`, as lowercase hex. */
  hmac(text: string, secret: string): string;
  /** Whether two strings are equal, in time that does not depend on where they differ. */
  equal(a: string, b: string): boolean;
}

/** Why a token does not open a page: what the operator's log says. */
export type PreviewRefusal = "malformed" | "signature" | "expired" | "no-secret";

export type PreviewCheck = { ok: true; expires: number } | { ok: false; reason: PreviewRefusal };

const signature = (subject: PreviewSubject, expires: number, secret: string, signer: Signer) =>
  signer.hmac(`preview\n${subject.collection}\n${subject.id}\n${expires}`, secret).slice(0, SIGNATURE_LENGTH);

/** The expiry, in Unix seconds, of a link made at `now` (ms). */
export const previewExpiry = (now: number) => Math.floor(now / 1000) + PREVIEW_DAYS * DAY_SECONDS;

/** A token for this record alone, valid until `expires` (Unix seconds). */
export function signPreview(subject: PreviewSubject, expires: number, secret: string, signer: Signer): string {
  if (secret === "") throw new Error("Preview links need site_secrets' preview_secret; it is empty.");
  return `${expires}.${signature(subject, expires, secret, signer)}`;
}

/**
 * Whether `token` opens this record's page at `now` (ms). The signature is checked first: a token with a changed
 * expiry, or one made for another record, is a signature that does not match.
 */
export function checkPreview(subject: PreviewSubject, token: string, now: number, secret: string, signer: Signer): PreviewCheck {
  if (secret === "") return { ok: false, reason: "no-secret" };
  const parts = TOKEN.exec(token);
  if (!parts) return { ok: false, reason: "malformed" };
  const expires = Number(parts[1]);
  if (!signer.equal(parts[2] ?? "", signature(subject, expires, secret, signer))) return { ok: false, reason: "signature" };
  if (expires * 1000 <= now) return { ok: false, reason: "expired" };
  return { ok: true, expires };
}

/** What a refusal means, for the operator. */
export const REFUSAL_TEXT: Record<PreviewRefusal, string> = {
  malformed: "not a preview token",
  signature: "signed for another record, or altered",
  expired: "expired",
  "no-secret": "site_secrets has no preview_secret",
};

/** A token as the log may show it: its expiry and the signature's first 6 digits, never enough to use it. */
export function tokenForLog(token: string): string {
  const parts = TOKEN.exec(token);
  if (parts) return `${parts[1]}.${(parts[2] ?? "").slice(0, 6)}…`;
  // Anything else: its length only (a visitor's text, maybe long, maybe hostile).
  return `(${token.length} characters, not a token)`;
}

/** A record's two live tokens (decision 082): the newest, and the one before it while it lives. Expiries in Unix seconds. */
export interface TokenSlots {
  current: string;
  previous: string;
}

/**
 * The tokens a save at `now` (ms) leaves: the newest kept while it has at least half its life ahead (a link an editor
 * just shared keeps working, and a page opened with it carries it alone), else a new one, the newest moving to
 * `previous` while it is still valid. So at most two tokens live at once, and each lapses at its own expiry whatever
 * is saved later. `valid` says whether a stored token still opens this record (the secret may have changed).
 */
export function nextTokens(
  slots: TokenSlots,
  now: number,
  valid: (token: string) => boolean,
  sign: (expires: number) => string,
): TokenSlots & { expires: number; previousExpires: number } {
  const expiryOf = (token: string) => Number(TOKEN.exec(token)?.[1] ?? 0);
  const live = (token: string) => token !== "" && valid(token) && expiryOf(token) * 1000 > now;
  const halfLife = (PREVIEW_DAYS * DAY_SECONDS * 1000) / 2;
  if (live(slots.current) && expiryOf(slots.current) * 1000 - now >= halfLife) {
    const previous = live(slots.previous) ? slots.previous : "";
    return { current: slots.current, expires: expiryOf(slots.current), previous, previousExpires: expiryOf(previous) };
  }
  const expires = previewExpiry(now);
  const previous = live(slots.current) ? slots.current : "";
  return { current: sign(expires), expires, previous, previousExpires: expiryOf(previous) };
}
