import { ICON_PART, type IconAnswer, type IconData, MAX_ICONS_PER_REQUEST, safeIconBody } from "../../../shared/editor-icons";

/**
 * Icons editors choose (shared/editor-icons.ts): read from the icon sets installed with the app, which the build
 * slices into pb_hooks/icons/<prefix>/<letter>.json (scripts/lib/icon-sets.ts); with the site's `icon_fallback` on,
 * what they lack is fetched by the server from the public Iconify API, so a visitor's browser never talks to it.
 */

/** The public Iconify API, or another host of the same API that ops name (ICON_FALLBACK_API, e.g. their own mirror). */
const fallbackApi = () => $os.getenv("ICON_FALLBACK_API").replace(/\/+$/, "") || "https://api.iconify.design";
/** Seconds the server waits for the public API before answering without it. */
const FALLBACK_TIMEOUT = 3;

interface Slice {
  icons: Record<string, IconData>;
  width?: number;
  height?: number;
}

function readSlice(prefix: string, letter: string): Slice | undefined {
  try {
    return JSON.parse(toString($os.readFile(`${__hooks}/icons/${prefix}/${letter}.json`))) as Slice;
  } catch {
    return undefined;
  }
}

/** The prefixes of the sets installed with the app. */
export function installedSets(): string[] {
  try {
    return ($os.readDir(`${__hooks}/icons`) as { name(): string; isDir(): boolean }[])
      .filter((entry) => entry.isDir())
      .map((entry) => entry.name())
      .sort();
  } catch {
    return [];
  }
}

/** What the public Iconify API has of `names` in `prefix`: only icons whose SVG is safe to draw. Failures are logged. */
function fromPublicApi(app: CoreApp, prefix: string, names: string[]): IconAnswer | undefined {
  const url = `${fallbackApi()}/${prefix}.json?icons=${names.join(",")}`;
  try {
    const response = $http.send({ url, method: "GET", timeout: FALLBACK_TIMEOUT });
    if (response.statusCode !== 200) throw new Error(`status ${response.statusCode}`);
    const answer = JSON.parse(toString(response.body)) as Partial<IconAnswer>;
    const icons: Record<string, IconData> = {};
    for (const name of names) {
      const icon = answer.icons?.[name];
      if (icon && typeof icon.body === "string" && safeIconBody(icon.body)) icons[name] = icon;
    }
    return { prefix, icons, width: answer.width, height: answer.height };
  } catch (error) {
    app.logger().warn("Icons: the public Iconify API did not answer", "url", url, "error", String(error));
    return undefined;
  }
}

/** Whether the site lets the server ask the public Iconify API (off by default). */
function fallbackAllowed(app: CoreApp): boolean {
  try {
    return app.findFirstRecordByFilter("site", "").getBool("icon_fallback");
  } catch {
    return false;
  }
}

/**
 * The icons of `prefix` named `names`, in Iconify's JSON, with `not_found` for those neither the installed set nor
 * (when allowed) the public API has; undefined when no set of that prefix is installed and the fallback is off.
 */
export function findIcons(app: CoreApp, prefix: string, names: readonly string[]): IconAnswer | undefined {
  const installed = installedSets().includes(prefix);
  const answer: IconAnswer = { prefix, icons: {} };
  if (installed) {
    const slices = new Map<string, Slice | undefined>();
    for (const name of names) {
      const letter = name[0] ?? "_";
      if (!slices.has(letter)) slices.set(letter, readSlice(prefix, letter));
      const slice = slices.get(letter);
      if (slice) {
        answer.width ??= slice.width;
        answer.height ??= slice.height;
      }
      const icon = slice?.icons[name];
      if (icon) answer.icons[name] = icon;
    }
  }
  let missing = names.filter((name) => !answer.icons[name]);
  if (missing.length > 0 && fallbackAllowed(app)) {
    const fetched = fromPublicApi(app, prefix, missing);
    for (const [name, icon] of Object.entries(fetched?.icons ?? {})) {
      // The set's own box, written on each icon: the installed set's may differ.
      answer.icons[name] = { width: fetched?.width, height: fetched?.height, ...icon };
    }
    missing = names.filter((name) => !answer.icons[name]);
  } else if (!installed) {
    return undefined;
  }
  if (missing.length > 0) answer.not_found = missing;
  return answer;
}

/** GET /api/icons/{prefix}.json?icons=a,b: Iconify's JSON, or a message that says what is wrong with the request. */
export function answerIcons(e: core.RequestEvent): void {
  const file = String(e.request?.pathValue("file") ?? "");
  const prefix = file.endsWith(".json") ? file.slice(0, -".json".length) : "";
  if (!ICON_PART.test(prefix)) {
    throw new BadRequestError("Name the icon set as its prefix and .json, e.g. /api/icons/ph.json?icons=compass.");
  }
  const asked = String(e.request?.url?.query().get("icons") ?? "").trim();
  if (asked === "")
    throw new BadRequestError(`Name the icons, comma-separated, e.g. /api/icons/${prefix}.json?icons=compass,star.`);
  const names = [...new Set(asked.split(",").map((name) => name.trim()))];
  if (names.length > MAX_ICONS_PER_REQUEST) throw new BadRequestError(`Ask for at most ${MAX_ICONS_PER_REQUEST} icons at once.`);
  const bad = names.find((name) => !ICON_PART.test(name));
  if (bad !== undefined) {
    throw new BadRequestError(`"${bad.slice(0, 60)}" is not an icon name: lower-case letters, digits and hyphens, e.g. compass.`);
  }
  const answer = findIcons(e.app, prefix, names);
  if (!answer) {
    e.json(404, {
      prefix,
      icons: {},
      not_found: names,
      message: `No icon set "${prefix}" is installed. Installed: ${installedSets().join(", ") || "none"}.`,
    });
    return;
  }
  // Icons change only with a deploy (or the fallback setting): a browser may keep them for an hour. A shared cache
  // never: like the rest of the API, they are no CDN's to keep (decision 052).
  e.response.header().set("Cache-Control", "private, max-age=3600");
  e.json(200, answer);
}
