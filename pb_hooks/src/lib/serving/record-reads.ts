import { isInLanguages, languageVisibility, recordReadable } from "../languages/dark-languages";
import { fromSuperuser } from "./list-reads";
import type { RequestFacts } from "./request-facts";

/**
 * A visitor's read of one record (GET /api/collections/<name>/records/<id>) or of one of its files
 * (GET /api/files/<collection>/<id>/<name>), in the one middleware: a record in a language that is not live answers
 * 404, as one that is not there (languages/dark-languages.ts, issue 32). A superuser (by header, or a file's token)
 * and a live preview link read it as before; PocketBase's rules judge everything else.
 */

const RECORD_PATH = /^\/api\/collections\/([^/]+)\/records\/([^/]+)\/?$/;
const FILE_PATH = /^\/api\/files\/([^/]+)\/([^/]+)\/[^/]+$/;

/** The collection and record a read of one record or file names, or undefined for any other request. */
export function recordReadOf(method: string, path: string): { collection: string; id: string; file: boolean } | undefined {
  if (method !== "GET" && method !== "HEAD") return undefined;
  const view = RECORD_PATH.exec(path);
  if (view) return { collection: view[1] ?? "", id: view[2] ?? "", file: false };
  const file = FILE_PATH.exec(path);
  return file ? { collection: file[1] ?? "", id: file[2] ?? "", file: true } : undefined;
}

/** A file's `?token=` that is a superuser's (the admin's previews of protected files). */
function superuserFileToken(app: CoreApp, token: string | null | undefined): boolean {
  if (!token) return false;
  try {
    return app.findAuthRecordByToken(token, "file").isSuperuser();
  } catch {
    return false;
  }
}

const NOT_FOUND = { status: 404, message: "The requested resource wasn't found.", data: {} };

/** Answers 404 for a visitor's read of a record, or its file, in a dark language; true when it answered. */
export function refusedRecordRead(
  e: core.RequestEvent,
  facts: RequestFacts,
  read: { collection: string; id: string; file: boolean },
): boolean {
  if (!languageVisibility(facts.app).anyDark) return false;
  const collection = isInLanguages(facts.app, read.collection);
  if (collection === undefined) return false;
  const query = facts.url?.query();
  if (fromSuperuser(facts.app, facts) || (read.file && superuserFileToken(facts.app, query?.get("token")))) return false;
  if (recordReadable(facts.app, collection, read.id, query?.get("preview") || undefined)) return false;
  e.response.header().set("Cache-Control", "no-store");
  e.json(404, NOT_FOUND);
  return true;
}
