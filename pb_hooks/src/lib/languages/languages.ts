import { ENGLISH, type Language } from "../../../../shared/languages/languages";
import { keptContentVersion } from "../pages/content-version";

const KEY = "languages";

/**
 * The site's live languages, in the editors' order (issue 24). Kept in the app's store with the content version they
 * were read at: a change to `languages` is a change of content (shared/site-registry.ts), so a language added or
 * switched off shows on the next request, with no restart. Read for every page request: once a VM has parsed the kept list, a lookup and a comparison.
 */
export function liveLanguages(app: CoreApp): Language[] {
  const version = keptContentVersion(app);
  if (version === undefined) return readLanguages(app);
  const kept = app.store().get(KEY) as string | undefined;
  if (kept?.startsWith(`${version}\n`)) {
    if (kept !== parsed?.kept) parsed = { kept, languages: JSON.parse(kept.slice(version.length + 1)) as Language[] };
    return parsed.languages;
  }
  const languages = readLanguages(app);
  app.store().set(KEY, `${version}\n${JSON.stringify(languages)}`);
  return languages;
}

/** The kept list as this VM last parsed it: every page request reads the languages, so the same text is parsed once. */
let parsed: { kept: string; languages: Language[] } | undefined;

/**
 * The site's languages as their records say, in the editors' order, each with whether it is live; `live` alone keeps
 * those live. The one reader of the collection: pages, previews, saves and the editors' notes all go through it.
 */
export function declaredLanguages(app: CoreApp, live = false): (Language & { live: boolean })[] {
  if (!app.hasTable(KEY)) return [{ ...ENGLISH, live: true }];
  return app
    .findRecordsByFilter(KEY, live ? "live = true" : "", "sort_order,code", 0, 0)
    .filter((r): r is core.Record => Boolean(r))
    .map((record) => ({
      code: record.getString("code"),
      name: record.getString("name"),
      dir: record.getString("dir") === "rtl" ? "rtl" : "ltr",
      is_default: record.getBool("is_default"),
      live: record.getBool("live"),
    }));
}

function readLanguages(app: CoreApp): Language[] {
  const languages = declaredLanguages(app, true).map(({ live: _live, ...language }) => language);
  return languages.some((l) => l.is_default) ? languages : [ENGLISH, ...languages.filter((l) => l.code !== ENGLISH.code)];
}
