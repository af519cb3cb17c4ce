import {
  ICON_PART,
  type IconAnswer,
  type IconData,
  MAX_ICONS_PER_REQUEST,
  safeIconBody,
} from "../../../../shared/icons/editor-icons";
import { BOUNDS } from "../../../../shared/serving/bounds";
import { keptContentVersion } from "../pages/content-version";
import { logLine } from "../serving/log-lines";
import { hash } from "../serving/visitor-counts";

/**
 * Icons editors choose (shared/icons/editor-icons.ts): read from the icon sets installed with the app, which the build
 * writes as pb_hooks/icons/<prefix>/<name>.json, one icon each (scripts/lib/editor-icon-sets.ts); with the site's `icon_fallback` on,
 * what they lack is fetched by the server from the public Iconify API, so a visitor's browser never talks to it.
 */

/** The public Iconify API, or another host of the same API that ops name (ICON_FALLBACK_API, e.g. their own mirror). */
const fallbackApi = () => $os.getenv("ICON_FALLBACK_API").replace(/\/+$/, "") || "https://api.iconify.design";
/** Seconds the server waits for the public API before answering without it. */
const FALLBACK_TIMEOUT = 3;

/** One installed icon, with its set's box. */
interface Installed {
  icon: IconData;
  width?: number;
  height?: number;
}

/** An installed icon, or undefined. `name` has passed ICON_PART: letters, digits and hyphens, never a path. */
function readInstalled(prefix: string, name: string): Installed | undefined {
  try {
    return JSON.parse(toString($os.readFile(`${__hooks}/icons/${prefix}/${name}.json`))) as Installed;
  } catch {
    return undefined;
  }
}

/** The prefixes of the sets installed with the app. */
export function installedSets(app: CoreApp = $app): string[] {
  // Read once per process: the sets change only with a deploy, and a read of the folder per request gave every
  // request of a burst a moment to wait in, and so a VM of its own.
  const listed = app.store().getOrSet("icons|installed", () => {
    try {
      return ($os.readDir(`${__hooks}/icons`) as { name(): string; isDir(): boolean }[])
        .filter((entry) => entry.isDir())
        .map((entry) => entry.name())
        .sort()
        .join(",");
    } catch {
      return "";
    }
  });
  return String(listed).split(",").filter(Boolean);
}

/**
 * The fallback's answers, kept in the app's store so a name is asked once: an icon for a day, a name the API does
 * not have (or a call that failed) for ten minutes. A table of ICON_CACHE_SLOTS slots (shared/serving/bounds.ts), each holding
 * one name: memory stays the same however many names visitors make up.
 */
const ICON_CACHE_SLOTS = BOUNDS.iconCacheEntries.default;
const KEEP_FOUND_MS = 24 * 3_600_000;
const KEEP_MISSING_MS = 10 * 60_000;
/** At most this many calls to the fallback at once; past it, a request is answered without it. */
const CALL_SLOTS = BOUNDS.iconFallbackCalls.default;
/** A call slot held longer than this belongs to a handler that died: it is free again. */
const CALL_SLOT_STALE_MS = (FALLBACK_TIMEOUT + 5) * 1000;

interface Kept {
  name: string;
  until: number;
  icon?: IconData;
}

const cacheKey = (prefix: string, name: string) => `iconfallback|${hash(`${prefix}:${name}`) % ICON_CACHE_SLOTS}`;

function keptIcon(app: CoreApp, prefix: string, name: string, now: number): Kept | undefined {
  const raw = app.store().get(cacheKey(prefix, name));
  if (typeof raw !== "string") return undefined;
  try {
    const kept = JSON.parse(raw) as Kept;
    return kept.name === `${prefix}:${name}` && kept.until > now ? kept : undefined;
  } catch {
    return undefined;
  }
}

function keepIcon(app: CoreApp, prefix: string, name: string, icon: IconData | undefined, now: number): void {
  const kept: Kept = {
    name: `${prefix}:${name}`,
    until: now + (icon ? KEEP_FOUND_MS : KEEP_MISSING_MS),
    ...(icon ? { icon } : {}),
  };
  app.store().set(cacheKey(prefix, name), JSON.stringify(kept));
}

/** Takes one of the call slots, or none when all are busy; the slot's key, to give back. */
function takeCallSlot(app: CoreApp, now: number): string | undefined {
  const store = app.store();
  for (let slot = 0; slot < CALL_SLOTS; slot++) {
    const key = `iconfallback|call|${slot}`;
    const mine = `${now}:${$security.randomString(8)}`;
    const holder = String(store.getOrSet(key, () => mine));
    if (holder === mine) return key;
    if (now - Number(holder.split(":")[0]) > CALL_SLOT_STALE_MS) {
      store.remove(key);
      if (String(store.getOrSet(key, () => mine)) === mine) return key;
    }
  }
  return undefined;
}

/** One call to the public Iconify API for `names`; what it has, keeping every name's answer. Failures are logged. */
function askPublicApi(app: CoreApp, prefix: string, names: string[], now: number): Record<string, IconData> | undefined {
  const url = `${fallbackApi()}/${prefix}.json?icons=${names.join(",")}`;
  const found: Record<string, IconData> = {};
  try {
    const response = $http.send({ url, method: "GET", timeout: FALLBACK_TIMEOUT });
    if (response.statusCode !== 200) throw new Error(`status ${response.statusCode}`);
    const answer = JSON.parse(toString(response.body)) as Partial<IconAnswer>;
    for (const name of names) {
      const icon = answer.icons?.[name];
      // The set's own box, written on each icon: the installed set's may differ.
      if (icon && typeof icon.body === "string" && safeIconBody(icon.body))
        found[name] = { width: answer.width, height: answer.height, ...icon };
    }
  } catch (error) {
    logLine(app, "warn", "Icons: the public Iconify API did not answer", [
      ["url", url],
      ["error", String(error)],
    ]);
    for (const name of names) keepIcon(app, prefix, name, undefined, now);
    return undefined;
  }
  for (const name of names) keepIcon(app, prefix, name, found[name], now);
  return found;
}

/**
 * What the public Iconify API has of `names` in `prefix`: from what it answered before when it can, else from one
 * call, if one of the call slots is free. `busy` when names were left unasked because every slot was taken.
 */
function fromPublicApi(app: CoreApp, prefix: string, names: string[]): { icons: Record<string, IconData>; busy: boolean } {
  const now = Date.now();
  const icons: Record<string, IconData> = {};
  const unknown: string[] = [];
  for (const name of names) {
    const kept = keptIcon(app, prefix, name, now);
    if (!kept) unknown.push(name);
    else if (kept.icon) icons[name] = kept.icon;
  }
  if (unknown.length === 0) return { icons, busy: false };
  const slot = takeCallSlot(app, now);
  if (!slot) return { icons, busy: true };
  try {
    Object.assign(icons, askPublicApi(app, prefix, unknown, now) ?? {});
  } finally {
    app.store().remove(slot);
  }
  return { icons, busy: false };
}

/** Whether the site lets the server ask the public Iconify API (off by default). */
function fallbackAllowed(app: CoreApp): boolean {
  // Kept per content version (a save of the site record makes a new one): no query per icon request. The version as
  // kept: a page's render reads icons, and its request has read the version already.
  const version = keptContentVersion(app) ?? "";
  const kept = String(app.store().get("icons|fallback") ?? "");
  if (kept.startsWith(`${version}|`)) return kept.endsWith("|on");
  let allowed = false;
  try {
    allowed = app.findFirstRecordByFilter("site", "").getBool("icon_fallback");
  } catch {
    // no site record yet: off
  }
  app.store().set("icons|fallback", `${version}|${allowed ? "on" : "off"}`);
  return allowed;
}

/**
 * The icons of `prefix` named `names`, in Iconify's JSON, with `not_found` for those neither the installed set nor
 * (when allowed) the public API has; undefined when no set of that prefix is installed and the fallback is off.
 */
export function findIcons(app: CoreApp, prefix: string, names: readonly string[]): (IconAnswer & { busy?: boolean }) | undefined {
  const installed = installedSets(app).includes(prefix);
  const answer: IconAnswer & { busy?: boolean } = { prefix, icons: {} };
  if (installed) {
    for (const name of names) {
      const found = readInstalled(prefix, name);
      if (!found) continue;
      answer.width ??= found.width;
      answer.height ??= found.height;
      answer.icons[name] = found.icon;
    }
  }
  let missing = names.filter((name) => !answer.icons[name]);
  if (missing.length > 0 && fallbackAllowed(app)) {
    const fetched = fromPublicApi(app, prefix, missing);
    Object.assign(answer.icons, fetched.icons);
    if (fetched.busy) answer.busy = true;
    missing = names.filter((name) => !answer.icons[name]);
  } else if (!installed) {
    return undefined;
  }
  if (missing.length > 0) answer.not_found = missing;
  return answer;
}

/**
 * What GET /api/icons/{prefix}.json?icons=a,b answers (`file` is "{prefix}.json", `asked` the icons' names): Iconify's
 * JSON with status 200, or 404 with what is missing and why; a BadRequestError with a message that says what is wrong
 * with the request. For the route and for the server's render of a page that shows icons alike.
 */
export function iconsFor(
  app: CoreApp,
  file: string,
  asked: string,
): { status: 200 | 404; body: Record<string, unknown>; busy?: true } {
  const prefix = file.endsWith(".json") ? file.slice(0, -".json".length) : "";
  if (!ICON_PART.test(prefix)) {
    throw new BadRequestError("Name the icon set as its prefix and .json, e.g. /api/icons/ph.json?icons=compass.");
  }
  if (asked.trim() === "")
    throw new BadRequestError(`Name the icons, comma-separated, e.g. /api/icons/${prefix}.json?icons=compass,star.`);
  const names = [
    ...new Set(
      asked
        .trim()
        .split(",")
        .map((name) => name.trim()),
    ),
  ];
  if (names.length > MAX_ICONS_PER_REQUEST) throw new BadRequestError(`Ask for at most ${MAX_ICONS_PER_REQUEST} icons at once.`);
  const bad = names.find((name) => !ICON_PART.test(name));
  if (bad !== undefined) {
    throw new BadRequestError(`"${bad.slice(0, 60)}" is not an icon name: lower-case letters, digits and hyphens, e.g. compass.`);
  }
  const answer = findIcons(app, prefix, names);
  if (answer?.busy && Object.keys(answer.icons).length === 0) {
    // Every call to the fallback is taken: answered at once rather than queued behind them (shared/serving/bounds.ts).
    return {
      status: 404,
      busy: true,
      body: {
        prefix,
        icons: {},
        not_found: names,
        message: "The icon service is busy; these icons are not known yet. Try again in a few seconds.",
      },
    };
  }
  if (!answer) {
    return {
      status: 404,
      body: {
        prefix,
        icons: {},
        not_found: names,
        message: `No icon set "${prefix}" is installed. Installed: ${installedSets(app).join(", ") || "none"}.`,
      },
    };
  }
  const { busy: _busy, ...found } = answer;
  return { status: 200, body: found };
}

/** GET /api/icons/{prefix}.json?icons=a,b: Iconify's JSON, or a message that says what is wrong with the request. */
export function answerIcons(e: core.RequestEvent): void {
  const { status, body, busy } = iconsFor(
    e.app,
    String(e.request?.pathValue("file") ?? ""),
    String(e.request?.url?.query().get("icons") ?? ""),
  );
  if (busy) e.response.header().set("Retry-After", String(FALLBACK_TIMEOUT));
  // Icons change only with a deploy (or the fallback setting): a browser may keep them for an hour. A shared cache
  // never: like the rest of the API, they are no CDN's to keep (decision 083).
  if (status === 200) e.response.header().set("Cache-Control", "private, max-age=3600");
  e.json(status, body);
}
