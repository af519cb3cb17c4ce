/**
 * Redirects, the one word for the editors' `redirects` rows and the site's own: what the server and the app look up
 * for a path (RedirectLookup), and what makes a redirect safe: a normalised source path (paths.ts), exact or a
 * wildcard (`/blog/*`), and a target that is a path on this site or an http(s) address — never a script, data or
 * other scheme, never protocol-relative, never back to itself or round in a circle.
 */

import { normalisePath } from "./paths";

/** At run time, the server and the app follow at most this many redirects for one visit; past it, not found. */
export const MAX_HOPS = 5;

/**
 * Redirects that belong to the site itself (old addresses of the previous site).
 * The server answers them on full page loads and from /api/redirects/lookup; the app
 * reads the same table to redirect without asking.
 */
export const SITE_REDIRECTS: Readonly<Record<string, string>> = {
  "/projects": "/work",
  "/content/about": "/contact",
  "/content/contact": "/contact",
};

/** What the redirects say about one path: GET /api/redirects/lookup answers it, and the app reads the same type. */
export interface RedirectLookup {
  path: string;
  /** Where to send the visitor, if anywhere. */
  redirect: { to: string; statusCode: number; external: boolean } | null;
  /** The page was removed on purpose (410). */
  gone: boolean;
  /**
   * Answer the not-found page (404): the redirect leads to a page visitors may not see yet (a draft, a scheduled
   * article), or round in a loop, or past MAX_HOPS. Nothing about the target is told.
   */
  notFound: boolean;
  /** Named app middlewares the client runs on this path. */
  appMiddleware: string[];
}

/** How a wildcard source ends: `/blog/*` matches every address below /blog (not /blog itself). */
const WILDCARD = "/*";

/** Whether a (normalised) source is a wildcard. */
export const isWildcard = (source: string) => source.endsWith(WILDCARD);

/**
 * The wildcard sources that could match `path`, the longest first: `/a/b/c` → `/a/b/*`, `/a/*`. A path that is itself
 * written with a `*` (`/blog/*`) is matched by its own wildcard, with `*` for the rest.
 */
export function wildcardsFor(path: string): string[] {
  const segments = path.split("/").slice(1, -1);
  return segments.map((_, at) => `/${segments.slice(0, segments.length - at).join("/")}${WILDCARD}`);
}

/** The redirect's target for `path`, which `source` matched: a `*` in the target takes the rest of the path. */
export function fillTarget(target: string, source: string, path: string): string {
  if (!isWildcard(source) || !target.includes("*")) return target;
  return target.split("*").join(path.slice(source.length - 1));
}

/**
 * The stored target for `path` among `rules` (normalised source → target): its exact source's, else the longest
 * wildcard's, filled in. An exact source always wins over a wildcard, and a longer wildcard over a shorter one.
 */
export function ruleFor(path: string, rules: ReadonlyMap<string, string>): string | undefined {
  const exact = rules.get(path);
  if (exact !== undefined && !isWildcard(path)) return exact;
  const source = wildcardsFor(path).find((wildcard) => rules.has(wildcard));
  return source === undefined ? undefined : fillTarget(rules.get(source) ?? "", source, path);
}

/** Why `source` (normalised; `typed` is what the editor wrote) cannot be redirected; undefined when it can. */
export function sourceProblem(source: string, typed = source): string | undefined {
  if (source === "/") return "The home page cannot be redirected.";
  if (source === WILDCARD) return "A wildcard needs a path before /*, such as /blog/*: /* alone would send every page away.";
  if (source.includes("*") && (!isWildcard(source) || source.indexOf("*") !== source.length - 1))
    return "A * may only end the path, after a slash, as in /blog/*: it then matches every address below /blog.";
  if (SITE_REDIRECTS[source]) return `The site itself already redirects ${source} to ${SITE_REDIRECTS[source]}.`;
  if (/^\/(api|_)(\/|$)/.test(source)) return "Paths under /api and /_ belong to PocketBase and cannot be redirected.";
  // Typed or escaped (normalisePath keeps %20, %07, %5c, and reads a typed backslash as a slash): no address
  // anyone means has them.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\s\u0000-\u001f\u007f\\]/.test(typed.trim()) || /%(?:[01][0-9a-f]|20|7f|5c)/i.test(source))
    return "The path may not contain spaces, backslashes or control characters.";
  return undefined;
}

export type TargetCheck = { ok: true; target: string; internal: boolean } | { ok: false; problem: string };

/**
 * Checks and tidies a target; `internal` targets are normalised like sources. With `source`, a `*` in the target is
 * checked too: it takes the rest of a wildcard source's path, so only a wildcard may have one, and only one.
 */
export function checkTarget(input: string, statusCode: string, source?: string): TargetCheck {
  const target = input.trim();
  if (source !== undefined && target.includes("*")) {
    if (!isWildcard(source))
      return {
        ok: false,
        problem: "Only a wildcard source (ending in /*) fills a * in the target; remove the * or end the source with /*.",
      };
    if (target.indexOf("*") !== target.lastIndexOf("*"))
      return { ok: false, problem: "The target may hold one * at most: it takes the rest of the address the source matched." };
    // Filled in, `https://example.com*` with `@evil.example` would name another host: the * goes after the host's slash.
    if (/^https?:/i.test(target) && !/^https?:\/\/[^/?#*]+\/[^*]*\*/i.test(target))
      return {
        ok: false,
        problem:
          "In an address on another site, the * must come after the slash that ends its host, as in https://example.com/blog/*.",
      };
  }
  if (statusCode === "") {
    return target === ""
      ? { ok: true, target: "", internal: false }
      : { ok: false, problem: "Choose a status code for this redirect, or clear the target to keep only the middleware." };
  }
  if (statusCode === "410") {
    return target === ""
      ? { ok: true, target: "", internal: false }
      : { ok: false, problem: "A 410 (Gone) redirect has no target; leave it empty." };
  }
  if (target === "")
    return { ok: false, problem: "Give a target: a path such as /work or an address such as https://example.com." };
  // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers ignore these inside schemes, so attackers use them
  if (/[\u0000-\u001f\u007f\s]/.test(target))
    return { ok: false, problem: "The target may not contain spaces or control characters." };
  if (target.startsWith("//") || target.startsWith("/\\") || target.startsWith("\\")) {
    return { ok: false, problem: "Protocol-relative targets (//host) are not allowed; write the full https:// address." };
  }
  if (target.startsWith("/")) return { ok: true, target: normaliseInternal(target), internal: true };
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(target)?.[1]?.toLowerCase();
  if (scheme === "http" || scheme === "https") {
    if (!/^https?:\/\/[^/?#\s]+/i.test(target)) return { ok: false, problem: "The address has no host name." };
    return { ok: true, target, internal: false };
  }
  if (scheme) return { ok: false, problem: `“${scheme}:” targets are not allowed; use a path or an http(s) address.` };
  return { ok: false, problem: "Start the target with / for a path on this site, or https:// for another site." };
}

/** A path target keeps its query and fragment; only its path is normalised. */
function normaliseInternal(target: string): string {
  const cut = target.search(/[?#]/);
  return cut < 0 ? normalisePath(target) : normalisePath(target.slice(0, cut)) + target.slice(cut);
}

/** The path part of an internal target, to compare with sources. */
export function targetPath(target: string): string {
  return normalisePath(target);
}

/** Where following redirects from one address leads; `chain` lists every address on the way, the first one first. */
export interface Chain {
  kind: "end" | "loop" | "too-long";
  chain: string[];
}

/**
 * Follows redirects from `start`, `next` giving the normalised path each address sends the visitor on to (undefined
 * where the chain ends: no rule there, another site, a removed page). Stops at the first address seen twice (a loop)
 * or at the hop past MAX_HOPS. The check on save and the lookup at run time both walk with it.
 */
export function followChain(start: string, next: (path: string) => string | undefined): Chain {
  const chain = [start];
  for (let at = next(start); at !== undefined; at = next(at)) {
    const seen = chain.includes(at);
    chain.push(at);
    if (seen) return { kind: "loop", chain };
    if (chain.length > MAX_HOPS + 1) return { kind: "too-long", chain };
  }
  return { kind: "end", chain };
}

/**
 * The longest run of redirects in `rules` that ends at `path`: the addresses before it, the first first, at most
 * MAX_HOPS of them. Each address has one rule, so this walks a tree backwards; `seen` stops a loop already stored.
 */
function longestChainInto(path: string, rules: ReadonlyMap<string, string>): string[] {
  const into = new Map<string, string[]>();
  for (const [from, to] of rules) {
    if (!to.startsWith("/")) continue;
    const at = targetPath(to);
    into.set(at, [...(into.get(at) ?? []), from]);
  }
  const longest = (at: string, seen: string[]): string[] => {
    let best: string[] = [];
    if (seen.length > MAX_HOPS) return best;
    for (const from of into.get(at) ?? []) {
      if (seen.includes(from)) continue;
      const run = [...longest(from, [...seen, from]), from];
      if (run.length > best.length) best = run;
    }
    return best;
  };
  return longest(path, [path]);
}

/**
 * Why saving `source` → `target` would send visitors round a loop, or through more than MAX_HOPS redirects on some
 * chain through it (coming from other redirects, or going on through them); undefined when every such chain ends in
 * time. `rules` holds every other redirect (normalised source → stored target), the site's own ones included; the
 * caller counts paused ones too, so that resuming one can never close a loop or make a chain too long.
 */
export function chainProblem(source: string, target: string, rules: ReadonlyMap<string, string>): string | undefined {
  const onward = (to: string | undefined) => (to?.startsWith("/") ? targetPath(to) : undefined);
  // A wildcard whose target lies below it sends every address further down for ever (/a/* → /a/b/*).
  const prefix = source.slice(0, -1);
  if (isWildcard(source) && onward(target)?.startsWith(prefix))
    return `The target is below the source, so ${source} would send every address under it further down for ever.`;
  // A wildcard source is walked from its own spelling (`/blog/*`): its target keeps its `*`, which the next wildcard
  // fills in turn, so a chain through other wildcards shows as one.
  const { kind, chain } = followChain(source, (path) => onward(path === source ? target : ruleFor(path, rules)));
  if (kind === "loop") {
    if (chain.length === 2) return "The target is the source itself, so this redirect would loop forever.";
    if (chain[chain.length - 1] === source) return `This would make a loop: ${chain.join(" → ")}.`;
    return `This would lead into a loop between other redirects: ${chain.join(" → ")}.`;
  }
  const whole = [...longestChainInto(source, rules), ...chain];
  if (kind === "end" && whole.length - 1 <= MAX_HOPS) return undefined;
  const goesOn = kind === "too-long" && onward(ruleFor(chain[chain.length - 1] ?? "", rules)) !== undefined;
  const shown = `${whole.join(" → ")}${goesOn ? " → …" : ""}`;
  return `This would make a chain of more than ${MAX_HOPS} redirects (${shown}), and the site follows at most ${MAX_HOPS}. Point the first of them straight at the page the chain ends on.`;
}

/**
 * The app middlewares a route rule may name (web/src/app/redirects/route-middleware.ts has one entry for each, by type). A
 * save naming any other is refused: the app throws on a name it does not know, and every visitor with JavaScript
 * would get an error page (issue 22, item 9).
 */
export const APP_MIDDLEWARES = ["noindex"] as const;
export type AppMiddleware = (typeof APP_MIDDLEWARES)[number];

/** The names in a rule's middleware list the app does not know, or an empty list. */
export function unknownMiddlewares(names: readonly string[]): string[] {
  return names.filter((name) => !(APP_MIDDLEWARES as readonly string[]).includes(name));
}

/** "noindex, Track-Page ," → ["noindex", "track-page"]. */
export function middlewareNames(text: string): string[] {
  return text
    .split(",")
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
}
