/**
 * Where a redirect may take the visitor: a path on this site (navigated in the app),
 * an http(s) address (the browser leaves), or nowhere. Anything else, javascript:
 * and data: above all, never navigates, whatever the server said.
 */
export type NavigationTarget = { kind: "internal"; href: string } | { kind: "external"; href: string } | { kind: "refused" };

export function navigationTarget(target: string, origin: string): NavigationTarget {
  const value = target.trim();
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters hide schemes from naive checks
  if (value === "" || /[\u0000-\u001f\u007f\\]/.test(value) || value.startsWith("//")) return { kind: "refused" };
  if (value.startsWith("/")) return { kind: "internal", href: value };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { kind: "refused" };
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return { kind: "refused" };
  if (url.origin === origin) return { kind: "internal", href: `${url.pathname}${url.search}${url.hash}` };
  return { kind: "external", href: url.href };
}
