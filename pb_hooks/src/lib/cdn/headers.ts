import { PREVIEW_PARAM } from "../../../../shared/content/preview";
import { ADMIN_ASSET_CACHE, CDN_FILE_CACHE, NEVER_KEPT } from "../../../../shared/serving/cdn";

/** CDN_MODE=on (fixed for the process: the environment is read at start by settings.pb.ts and cdn.pb.ts). */
export function cdnMode(): boolean {
  return $os.getenv("CDN_MODE") === "on";
}

/**
 * Behind a CDN, what the API and the admin may be kept as, set before their handlers run (which may say otherwise
 * for themselves; PocketBase's file and admin handlers only fill an empty header). Pages say it themselves
 * (pages/answer.ts). Undefined: nothing to say.
 *
 * - A public record's file: kept at the edge for a minute, by browsers for a month (each upload has a new name).
 *   With a superuser's token or a preview link's, it is one person's.
 * - The rest of the API: never kept.
 * - The admin: its hashed assets by the editor's browser only; its page never.
 */
export function cdnCacheControl(path: string, query: { has(name: string): boolean }): string | undefined {
  if (path.startsWith("/api/files/")) return query.has("token") || query.has(PREVIEW_PARAM) ? NEVER_KEPT : CDN_FILE_CACHE;
  if (path === "/api" || path.startsWith("/api/")) return NEVER_KEPT;
  if (path === "/_" || path === "/_/") return NEVER_KEPT;
  if (path.startsWith("/_/")) return ADMIN_ASSET_CACHE;
  return undefined;
}
