import { ENGLISH, type Language } from "../../../../shared/languages/languages";
import { keptContentVersion } from "../pages/content-version";

const KEY = "languages";

/** A declared language: its code, name and direction, whether it is the default, and whether it is live. */
export type DeclaredLanguage = Language & { live: boolean };

/**
 * The declared languages at the content version, read once per version for every VM and parsed once per VM: the live
 * list (liveLanguages) and what visitors may read (dark-languages.ts) are both made from this one read. A change to
 * `languages` is a change of content (shared/site-registry.ts), so a language added or switched off shows on the next
 * request, with no restart. Undefined before a version is kept (at start, in a command).
 */
export function keptDeclaredLanguages(app: CoreApp): { kept: string; languages: DeclaredLanguage[] } | undefined {
  const version = keptContentVersion(app);
  if (version === undefined) return undefined;
  let kept = app.store().get(KEY) as string | undefined;
  if (!kept?.startsWith(`${version}\n`)) {
    kept = `${version}\n${JSON.stringify(declaredLanguages(app))}`;
    app.store().set(KEY, kept);
  }
  if (kept !== parsed?.kept) parsed = { kept, languages: JSON.parse(kept.slice(version.length + 1)) as DeclaredLanguage[] };
  return parsed;
}

/** The kept declaration as this VM last parsed it: every page request reads the languages, so one text is parsed once. */
let parsed: { kept: string; languages: DeclaredLanguage[] } | undefined;

/** The live languages of this VM's parsed declaration, made once per declaration. */
let liveMade: { from: DeclaredLanguage[]; languages: Language[] } | undefined;

/** The site's live languages, in the editors' order (issue 24), read for every page request. */
export function liveLanguages(app: CoreApp): Language[] {
  const known = keptDeclaredLanguages(app);
  if (!known) return liveOf(declaredLanguages(app, true));
  if (liveMade?.from !== known.languages) liveMade = { from: known.languages, languages: liveOf(known.languages) };
  return liveMade.languages;
}

/**
 * The site's languages as their records say, in the editors' order, each with whether it is live; `live` alone keeps
 * those live. The one reader of the collection: pages, previews, saves and the editors' notes all go through it.
 */
export function declaredLanguages(app: CoreApp, live = false): DeclaredLanguage[] {
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

/** The live ones of declared languages, without their flag; English first when none is the default. */
function liveOf(declared: readonly DeclaredLanguage[]): Language[] {
  const languages = declared.filter((l) => l.live).map(({ live: _live, ...language }) => language);
  return languages.some((l) => l.is_default) ? languages : [ENGLISH, ...languages.filter((l) => l.code !== ENGLISH.code)];
}
