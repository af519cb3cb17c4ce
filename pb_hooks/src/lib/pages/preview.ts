import { previewLink } from "../../../../shared/content/preview";
import { HOOK_COLLECTIONS } from "../../../../shared/hook-collections";
import type { PageAddress } from "../../../../shared/pages/address";
import { HOME_RECORD, publicPath } from "../../../../shared/pages/public-paths";
import { KEPT_APART_NAMES } from "../../../../shared/schema/names";

import { COLLECTIONS } from "../../../../shared/site-registry";
import { keptRow } from "../editors/kept-row";
import { languagePrefix } from "../languages/translations";
import { logLine } from "../serving/log-lines";
import { siteOrigin } from "../serving/site-origin";
import { collectionNamed } from "./collection-named";
import {
  checkPreview,
  nextTokens,
  type PreviewCheck,
  REFUSAL_TEXT,
  type Signer,
  signPreview,
  tokenForLog,
} from "./preview-token";

const KEPT = KEPT_APART_NAMES.previewTokens;

/**
 * Draft preview links in PocketBase: written into a project's or article's `preview_url` on every save, with its two
 * live tokens in `preview_tokens` (off the editors' form, issue 33), and checked when a page (or, once files are
 * judged, a file) is asked for with one. See docs/decisions/archive/038-draft-preview-links.md.
 */

const signer: Signer = { hmac: (text, secret) => $security.hs256(text, secret), equal: (a, b) => $security.equal(a, b) };

const FIELD = "preview_url";

interface SiteSecrets {
  siteUrl: string;
  secret: string;
}

/** The site record's address and the preview secret ("" before the migrations that make them, or without a record). */
function siteSecrets(app: CoreApp): SiteSecrets {
  const read = (collection: string, field: string) => {
    try {
      return app.findFirstRecordByFilter(collection, "").getString(field);
    } catch {
      return "";
    }
  };
  // The secret lived on the site record until migration 1795716566 moved it to site_secrets (issue 22, item 12).
  const secret = app.hasTable("site_secrets") ? read("site_secrets", "preview_secret") : read("site", "preview_secret");
  return { siteUrl: read("site", "site_url"), secret };
}

const hasLink = (record: core.Record) => Boolean(record.collection().fields.getByName(FIELD));

/** A record's two live tokens and their expiries, as its row in `preview_tokens` holds them. */
export interface StoredTokens {
  preview_token: string;
  preview_expires: string;
  preview_token_previous: string;
  preview_previous_expires: string;
}

const NO_TOKENS: StoredTokens = {
  preview_token: "",
  preview_expires: "",
  preview_token_previous: "",
  preview_previous_expires: "",
};

/** Whether `preview_tokens` is there with a relation to this collection (not before the migration that makes it). */
function tokensKept(app: CoreApp, collection: string): boolean {
  try {
    return Boolean(app.findCachedCollectionByNameOrId(KEPT).fields.getByName(collection));
  } catch {
    return false;
  }
}

/** The record's row in `preview_tokens`, if it has one: one lookup by its indexed relation. */
function tokensRowOf(app: CoreApp, collection: string, id: string): core.Record | undefined {
  if (id === "" || !tokensKept(app, collection)) return undefined;
  return keptRow(app, KEPT, collection, id);
}

/** The record's stored tokens (none for a record that has no row). */
export function storedTokens(app: CoreApp, collection: string, id: string): StoredTokens {
  const row = tokensRowOf(app, collection, id);
  if (!row) return NO_TOKENS;
  return {
    preview_token: row.getString("preview_token"),
    preview_expires: row.getString("preview_expires"),
    preview_token_previous: row.getString("preview_token_previous"),
    preview_previous_expires: row.getString("preview_previous_expires"),
  };
}

/**
 * On every save of a project or article, before it is written (so the link is part of the same write, and no second
 * save can loop): its page's address with a token for this record, valid for 7 days from now, on the site's origin
 * (site-origin.ts: `site_url`, else what ops configured; never the editor's request). Returns the tokens to keep
 * (keepPreviewLink writes them once the record is written), or undefined for a record without a link.
 */
export function writePreviewUrl(app: CoreApp, record: core.Record, now = Date.now()): StoredTokens | undefined {
  const collection = record.collection().name;
  // A translation's page is under its language's prefix (/pt/news/…).
  const own = publicPath(collection, record.getString("slug"));
  const path = own === undefined ? undefined : `${languagePrefix(app, record)}${own}`;
  if (!path || !hasLink(record)) return undefined;
  const { siteUrl, secret } = siteSecrets(app);
  // A save by a migration before 1795950700 (the Portuguese demo's) keeps the tokens in the record's own fields, as
  // then, which that migration moves over.
  const inFields = !tokensKept(app, collection) && Boolean(record.collection().fields.getByName("preview_token"));
  const keepInFields = (tokens: StoredTokens) => {
    if (inFields) for (const [field, value] of Object.entries(tokens)) record.set(field, value);
    return tokens;
  };
  if (secret === "") {
    app.logger().warn("Preview link not made: site_secrets has no preview_secret", "record", `${collection}/${record.id}`);
    record.set(FIELD, "");
    return keepInFields(NO_TOKENS);
  }
  const origin = siteOrigin(app, siteUrl);
  const subject = { collection, id: record.id };
  // The tokens as stored before this save (a new record has none).
  const stored = record.isNew()
    ? NO_TOKENS
    : inFields
      ? (Object.fromEntries(
          Object.keys(NO_TOKENS).map((field) => [field, record.original().getString(field)]),
        ) as unknown as StoredTokens)
      : storedTokens(app, collection, record.id);
  const tokens = nextTokens(
    { current: stored.preview_token, previous: stored.preview_token_previous },
    now,
    (token) => checkPreview(subject, token, now, secret, signer).ok,
    (expires) => signPreview(subject, expires, secret, signer),
  );
  record.set(FIELD, previewLink(origin, path, tokens.current));
  // What the view rule reads (shared/content/publishing.ts viewRule): a preview page's images ask for the draft's
  // protected files with the token that page was opened with, which opens them until that token expires.
  const at = (seconds: number) => (seconds > 0 ? new Date(seconds * 1000).toISOString() : "");
  return keepInFields({
    preview_token: tokens.current,
    preview_expires: at(tokens.expires),
    preview_token_previous: tokens.previous,
    preview_previous_expires: at(tokens.previousExpires),
  });
}

/** After the record is written, in its save's transaction: its row in `preview_tokens`. */
function keepTokens(app: CoreApp, record: core.Record, tokens: StoredTokens): void {
  const collection = record.collection().name;
  if (!tokensKept(app, collection)) return;
  const row = tokensRowOf(app, collection, record.id) ?? new Record(app.findCachedCollectionByNameOrId(KEPT));
  row.set(collection, record.id);
  for (const [field, value] of Object.entries(tokens)) row.set(field, value);
  app.save(row);
}

function check(app: CoreApp, record: core.Record, token: string, now: number): PreviewCheck {
  return checkPreview({ collection: record.collection().name, id: record.id }, token, now, siteSecrets(app).secret, signer);
}

/**
 * After the site's preview secret changes: no stored token opens a file any more (every link stopped at once, as the
 * secret's help says). Written straight into the rows, so no save, hook or `updated` is touched.
 */
export function forgetPreviewTokens(app: CoreApp): void {
  if (!app.hasTable(KEPT)) return;
  app
    .db()
    .newQuery(
      `UPDATE {{${KEPT}}} SET [[preview_token]] = '', [[preview_token_previous]] = '' WHERE [[preview_token]] != '' OR [[preview_token_previous]] != ''`,
    )
    .execute();
}

/**
 * Whether a request carrying `token` (its `?preview=`) may see this record although visitors may not: the question
 * a file request for a draft's image asks too. True only for a token made for this very record and not expired.
 */
export function previewAllows(record: core.Record, token: string, now = Date.now()): boolean {
  return check($app, record, token, now).ok;
}

/**
 * The record a preview link opens at this page's address, whatever its status, and when the link expires (ms);
 * undefined when the token does not open it (made for another record, altered, expired) or no project or article
 * lives there. A refusal is logged for the operator in one entry, with the token cut short.
 */
export function openPreview(
  app: CoreApp,
  { address: path, page, language }: Pick<PageAddress, "address" | "page" | "language">,
  token: string,
  now: number,
): { record: core.Record; expires: number } | undefined {
  // In any language's addresses, live or not yet (the request was read so: serving/page-request.ts): a preview shows a
  // translation before its language goes live.
  let record: core.Record | undefined;
  // The home page's record is an editor's page at the address home (shared/sections/home.ts).
  const target = page?.kind === "record" ? page : page?.kind === "fixed" && page.page === "/" ? HOME_RECORD : undefined;
  if (target) {
    try {
      record = app.findFirstRecordByFilter(target.collection, "language = {:language} && slug = {:slug}", {
        slug: target.slug,
        language: language.code,
      });
    } catch {
      record = undefined;
    }
  }
  const result: PreviewCheck | undefined = record ? check(app, record, token, now) : undefined;
  if (record && result?.ok) return { record, expires: result.expires * 1000 };
  logLine(app, "warn", "Preview link refused", [
    ["path", path],
    ["record", record ? `${record.collection().name}/${record.id}` : "none"],
    ["reason", result && !result.ok ? REFUSAL_TEXT[result.reason] : "no project or article at this address"],
    ["token", tokenForLog(token)],
  ]);
  return undefined;
}

const NOUN: Record<string, string> = Object.fromEntries(
  HOOK_COLLECTIONS.previewed.map((name) => [name, (COLLECTIONS as Record<string, { noun?: string }>)[name]?.noun ?? name]),
);

/**
 * After a project or article is saved: its tokens in `preview_tokens` (what writePreviewUrl made for this save), and
 * its preview link in `preview_links`, where the admin shows it unblurred (issue 22, item 12; the record's own
 * `preview_url` stays hidden). One row each per record, rewritten on each save; none for a collection without links
 * (services) or before the migrations that add the collections.
 */
export function keepPreviewLink(app: CoreApp, record: core.Record, tokens: StoredTokens | undefined): void {
  const collection = record.collection().name;
  if (!NOUN[collection] || !record.collection().fields.getByName(FIELD)) return;
  if (tokens) keepTokens(app, record, tokens);
  const links = collectionNamed(app, "preview_links");
  if (!links) return;
  const [found] = app.findRecordsByFilter(links, "record_collection = {:c} && record_id = {:id}", "", 1, 0, {
    c: collection,
    id: record.id,
  }) as core.Record[];
  const row = found ?? new Record(links);
  row.set("label", `${NOUN[collection]} “${record.getString("title")}” (${record.getString("status") || "draft"})`.slice(0, 300));
  row.set("record_collection", collection);
  row.set("record_id", record.id);
  row.set("url", record.getString(FIELD));
  row.set("expires", tokens?.preview_expires ?? storedTokens(app, collection, record.id).preview_expires);
  app.save(row);
}

/** After a project or article is deleted: its row in `preview_links` goes too. */
export function forgetPreviewLink(app: CoreApp, record: core.Record): void {
  app
    .db()
    .newQuery("DELETE FROM {{preview_links}} WHERE [[record_collection]] = {:c} AND [[record_id]] = {:id}")
    .bind({ c: record.collection().name, id: record.id })
    .execute();
}

/**
 * Records loaded past the hooks (the demo agency, from its migration; a restored backup from before these fields) have
 * no preview link, no `preview_links` row and no schedule sentence until an editor saves them. This writes them, without
 * running the save's hooks (no revision, no content change: nothing an editor made). Records that have a link or a
 * token already are left alone. At most 200 a run; returns how many it completed.
 */
export function completeUnsavedRecords(app: CoreApp, now = Date.now()): number {
  const { writeSchedule } = require(`${__hooks}/lib/editors/record-saves.js`) as typeof import("../editors/record-saves");
  let completed = 0;
  for (const collection of Object.keys(NOUN)) {
    let records: core.Record[];
    try {
      // The condition as the partial index idx_<collection>_unsaved spells it (shared/schema/publishing.ts): SQLite reads
      // that index only for a query that repeats it, and a filter's `= ""` is written otherwise. A record whose link
      // could not be made (no preview secret) has no token either (writePreviewUrl).
      records = arrayOf(new Record(app.findCollectionByNameOrId(collection)));
      app.recordQuery(collection).andWhere($dbx.exp("preview_url = ''")).limit(200).all(records);
    } catch {
      continue; // before the migrations that add these fields
    }
    for (const record of records) {
      writeSchedule(app, record, now);
      const tokens = writePreviewUrl(app, record, now);
      if (record.getString(FIELD) === "") continue;
      app.runInTransaction((txApp) => {
        txApp.unsafeWithoutHooks().save(record);
        keepPreviewLink(txApp, record, tokens);
      });
      completed++;
    }
  }
  if (completed > 0) app.logger().info("Wrote preview links and schedules of records saved past the hooks", "records", completed);
  return completed;
}
