/**
 * A visitor's email address, as the contact form takes it and the agency's mail replies to it (issue 21, item 10):
 * the mail goes out through PocketBase's mailer, which writes every header with non-ASCII text as an RFC 2047
 * encoded-word, and an address so written is no address (RFC 5322 §3.4) but one a mail client may show as another.
 * So the part before the @ is ASCII, and an encoded-word is never part of an address; a domain in another script
 * (IDN) is written in its ASCII form, punycode (RFC 3492), for the Reply-To. Shared by the form and the server.
 */

export const EMAIL_PROBLEMS = {
  format: "That email address does not look right, e.g. name@example.com.",
  encodedWord: 'An email address cannot contain "=?": please type the address itself, e.g. name@example.com.',
  localPart:
    "Please write the part before the @ in Latin letters, digits and . _ - +: our replies cannot reach other characters there.",
} as const;

const SHAPE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
/** RFC 5322's atext, dot-separated: what a local part holds unquoted. */
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;

/** What is wrong with an address (trimmed), or undefined. */
export function emailProblem(address: string): string | undefined {
  const kind = emailProblemKind(address);
  return kind && EMAIL_PROBLEMS[kind];
}

/** Which of EMAIL_PROBLEMS an address (trimmed) has, or undefined: each page says it in its own words. */
export function emailProblemKind(address: string): keyof typeof EMAIL_PROBLEMS | undefined {
  if (!SHAPE.test(address)) return "format";
  if (address.includes("=?")) return "encodedWord";
  const local = address.slice(0, address.lastIndexOf("@"));
  if (!LOCAL_PART.test(local)) return "localPart";
  if (asciiDomain(address.slice(address.lastIndexOf("@") + 1)) === undefined) return "format";
  return undefined;
}

const BASE = 36;
const T_MIN = 1;
const T_MAX = 26;
const SKEW = 38;
const DAMP = 700;
const INITIAL_BIAS = 72;
const INITIAL_N = 128;

const digit = (d: number) => String.fromCharCode(d + 22 + 75 * (d < 26 ? 1 : 0));

function adapt(delta: number, points: number, first: boolean): number {
  let d = first ? Math.floor(delta / DAMP) : delta >> 1;
  d += Math.floor(d / points);
  let k = 0;
  while (d > ((BASE - T_MIN) * T_MAX) >> 1) {
    d = Math.floor(d / (BASE - T_MIN));
    k += BASE;
  }
  return k + Math.floor(((BASE - T_MIN + 1) * d) / (d + SKEW));
}

/** RFC 3492's encoding of one label ("bücher" → "bcher-kva"); undefined past what a label can hold. */
export function punycode(label: string): string | undefined {
  const points = Array.from(label, (char) => char.codePointAt(0) ?? 0);
  let output = points
    .filter((p) => p < 0x80)
    .map((p) => String.fromCharCode(p))
    .join("");
  const basic = output.length;
  let handled = basic;
  if (basic > 0) output += "-";
  let n = INITIAL_N;
  let delta = 0;
  let bias = INITIAL_BIAS;
  while (handled < points.length) {
    const next = Math.min(...points.filter((p) => p >= n));
    delta += (next - n) * (handled + 1);
    if (!Number.isSafeInteger(delta)) return undefined;
    n = next;
    for (const p of points) {
      if (p < n) delta++;
      if (p !== n) continue;
      let q = delta;
      for (let k = BASE; ; k += BASE) {
        const t = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias;
        if (q < t) break;
        output += digit(t + ((q - t) % (BASE - t)));
        q = Math.floor((q - t) / (BASE - t));
      }
      output += digit(q);
      bias = adapt(delta, handled + 1, handled === basic);
      delta = 0;
      handled++;
    }
    delta++;
    n++;
  }
  return output;
}

/** A domain with every label in ASCII (lower case; a label in another script as xn--punycode), or undefined. */
function asciiDomain(domain: string): string | undefined {
  const labels = domain.normalize("NFC").toLowerCase().split(".");
  const written: string[] = [];
  for (const label of labels) {
    if (label === "") return undefined;
    // biome-ignore lint/suspicious/noControlCharactersInRegex: ASCII is the range tested for
    const ascii = /^[\u0000-\u007f]*$/.test(label) ? label : `xn--${punycode(label) ?? ""}`;
    if (ascii === "xn--" || ascii.length > 63 || !/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/.test(ascii)) return undefined;
    written.push(ascii);
  }
  return written.join(".");
}

/** The address as a Reply-To header holds it: ASCII throughout. Only for an address emailProblem accepts. */
export function asciiAddress(address: string): string {
  const at = address.lastIndexOf("@");
  return `${address.slice(0, at)}@${asciiDomain(address.slice(at + 1)) ?? address.slice(at + 1)}`;
}
