/**
 * The one spelling of a path that redirects are compared in, on the server and in the app alike (decision 077): what a
 * browser does to an address before asking for it leaves this spelling as it was.
 */

/** Characters a path keeps percent-encoded: they would change its meaning (or are not text at all) if decoded. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what must stay escaped
const KEEP_ENCODED = /[/?#%\\\s\u0000-\u001f\u007f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what must be escaped
const UNPRINTABLE = /[\s\u0000-\u001f\u007f]/g;

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
 * written in lower case, like the rest of the path (normalisePath lower-cases it all). A run that mixes valid and
 * invalid bytes decodes the valid ones, as a browser writes `/café%C3` as `/caf%C3%A9%C3`.
 */
function decodeText(path: string): string {
  // Raw white space and control characters are written as escapes first, so they survive like escaped ones.
  // One pass of the regular expression engine, not a test per character in the JS engine (an 8 KB path: 15 ms).
  const escaped = path.replace(UNPRINTABLE, (char) => encodeURIComponent(char));
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
export function normalisePath(input: string): string {
  const path = (input.trim().split(/[?#]/)[0] ?? "").replace(/\\/g, "/");
  return resolveDots(decodeText(path)).toLowerCase();
}
