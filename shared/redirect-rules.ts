/**
 * What makes a redirect safe: a normalised source path, and a target that is a
 * path on this site or an http(s) address — never a script, data or other
 * scheme, never protocol-relative, never back to itself or round in a circle.
 */

import { STATIC_REDIRECTS } from "./static-redirects";

/** At run time, the server and the app follow at most this many redirects for one visit; past it, not found. */
export const MAX_HOPS = 5;

/** Characters a path keeps percent-encoded: they would change its meaning (or are not text at all) if decoded. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what must stay escaped
const KEEP_ENCODED = /[/?#%\\\s\u0000-\u001f\u007f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what must be escaped
const UNPRINTABLE = /[\s\u0000-\u001f\u007f]/;

const escapeByte = (byte: number) => `%${byte.toString(16).padStart(2, "0")}`;

/**
 * The character a UTF-8 sequence starting at `bytes[at]` stands for, and its length; undefined for a byte that starts
 * no valid sequence (a stray continuation, an overlong form, a surrogate, a truncated sequence). Checked by hand, so
 * the browser and PocketBase's engine agree byte for byte.
 */
function utf8At(bytes: number[], at: number): { char: string; size: number } | undefined {
  const lead = bytes[at] ?? 0;
  if (lead < 0x80) return { char: String.fromCharCode(lead), size: 1 };
  const size = lead >= 0xc2 && lead <= 0xdf ? 2 : lead >= 0xe0 && lead <= 0xef ? 3 : lead >= 0xf0 && lead <= 0xf4 ? 4 : 0;
  if (size === 0 || at + size > bytes.length) return undefined;
  // The second byte's range rules out overlong forms, surrogates and code points past U+10FFFF.
  const low = lead === 0xe0 ? 0xa0 : lead === 0xf0 ? 0x90 : 0x80;
  const high = lead === 0xed ? 0x9f : lead === 0xf4 ? 0x8f : 0xbf;
  let code = lead & (0xff >> (size + 1));
  for (let n = 1; n < size; n++) {
    const byte = bytes[at + n] ?? 0;
    if (byte < (n === 1 ? low : 0x80) || byte > (n === 1 ? high : 0xbf)) return undefined;
    code = (code << 6) | (byte & 0x3f);
  }
  return { char: String.fromCodePoint(code), size };
}

/** One run of escapes (`%C3%A9%2F`): each valid UTF-8 character decoded unless it must stay escaped; other bytes kept. */
function decodeRun(run: string): string {
  const bytes = run
    .slice(1)
    .split("%")
    .map((hex) => Number.parseInt(hex, 16));
  let out = "";
  for (let at = 0; at < bytes.length; ) {
    const decoded = utf8At(bytes, at);
    if (!decoded) {
      out += escapeByte(bytes[at] ?? 0);
      at += 1;
      continue;
    }
    out += KEEP_ENCODED.test(decoded.char) ? encodeURIComponent(decoded.char).toLowerCase() : decoded.char;
    at += decoded.size;
  }
  return out;
}

/**
 * Decodes every percent-escape that stands for a character with no special meaning in a path (letters, digits,
 * `-._~`, and any Unicode text: `/caf%C3%A9` is `/café`); the escapes it keeps (`%2F`, `%3F`, invalid UTF-8) are
 * written in lower case, like the rest of the path (normaliseSource lower-cases it all). A run that mixes valid and
 * invalid bytes decodes the valid ones, as a browser writes `/café%C3` as `/caf%C3%A9%C3`.
 */
function decodeText(path: string): string {
  // Raw white space and control characters are written as escapes first, so they survive like escaped ones.
  const escaped = Array.from(path, (char) => (UNPRINTABLE.test(char) ? encodeURIComponent(char) : char)).join("");
  return escaped.replace(/(?:%[0-9a-f]{2})+/gi, decodeRun);
}

/**
 * `/a/./b/../c` → `/a/c`; `..` never climbs above the root. As in a browser, `..` removes the segment before it even
 * when that one is empty (`/a//..` is `/a/`); repeated slashes go after that.
 */
function resolveDots(path: string): string {
  const out: string[] = [];
  for (const segment of path.split("/")) {
    if (segment === ".") continue;
    if (segment === "..") out.pop();
    else out.push(segment);
  }
  return `/${out.filter(Boolean).join("/")}`;
}

/**
 * The one spelling of a path that sources, targets and lookups are compared in, on the server and in the app alike:
 * no query or fragment; a backslash is a slash (as browsers read it in an http address); text escapes decoded (`%2D`
 * is `-`, `%C3%A9` is `é`); dot segments resolved; repeated slashes and the trailing slash dropped; lower case (the
 * site's addresses are case-insensitive). "/Work/ " → "/work". Whatever a browser does to an address before asking
 * for it (escaping Unicode, resolving dots, turning backslashes round) leaves its normal spelling as it was.
 */
export function normaliseSource(input: string): string {
  const path = (input.trim().split(/[?#]/)[0] ?? "").replace(/\\/g, "/");
  return resolveDots(decodeText(path)).toLowerCase();
}

/** Why `source` (normalised; `typed` is what the editor wrote) cannot be redirected; undefined when it can. */
export function sourceProblem(source: string, typed = source): string | undefined {
  if (source === "/") return "The home page cannot be redirected.";
  if (STATIC_REDIRECTS[source]) return `The site itself already redirects ${source} to ${STATIC_REDIRECTS[source]}.`;
  if (/^\/(api|_)(\/|$)/.test(source)) return "Paths under /api and /_ belong to PocketBase and cannot be redirected.";
  // Typed or escaped (normaliseSource keeps %20, %07, %5c, and reads a typed backslash as a slash): no address
  // anyone means has them.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\s\u0000-\u001f\u007f\\]/.test(typed.trim()) || /%(?:[01][0-9a-f]|20|7f|5c)/i.test(source))
    return "The path may not contain spaces, backslashes or control characters.";
  return undefined;
}

export type TargetCheck = { ok: true; target: string; internal: boolean } | { ok: false; problem: string };

/** Checks and tidies a target; `internal` targets are normalised like sources. */
export function checkTarget(input: string, statusCode: string): TargetCheck {
  const target = input.trim();
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
  return cut < 0 ? normaliseSource(target) : normaliseSource(target.slice(0, cut)) + target.slice(cut);
}

/** The path part of an internal target, to compare with sources. */
export function targetPath(target: string): string {
  return normaliseSource(target);
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
  const { kind, chain } = followChain(source, (path) => onward(path === source ? target : rules.get(path)));
  if (kind === "loop") {
    if (chain.length === 2) return "The target is the source itself, so this redirect would loop forever.";
    if (chain[chain.length - 1] === source) return `This would make a loop: ${chain.join(" → ")}.`;
    return `This would lead into a loop between other redirects: ${chain.join(" → ")}.`;
  }
  const whole = [...longestChainInto(source, rules), ...chain];
  if (kind === "end" && whole.length - 1 <= MAX_HOPS) return undefined;
  const goesOn = kind === "too-long" && onward(rules.get(chain[chain.length - 1] ?? "")) !== undefined;
  const shown = `${whole.join(" → ")}${goesOn ? " → …" : ""}`;
  return `This would make a chain of more than ${MAX_HOPS} redirects (${shown}), and the site follows at most ${MAX_HOPS}. Point the first of them straight at the page the chain ends on.`;
}

/** "noindex, Track-Page ," → ["noindex", "track-page"]. */
export function middlewareNames(text: string): string[] {
  return text
    .split(",")
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
}
