/**
 * Stands in for postcss in the hooks bundle (scripts/lib/build-server.ts). sanitize-html imports it only to parse
 * style attributes, which rich text never allows (pb_hooks/src/lib/pages/sanitize-rich-text.ts turns that parsing off),
 * and postcss needs Node's fs and path, which PocketBase's JS engine does not have.
 */
export function parse(): never {
  throw new Error("postcss is not bundled into the hooks: style attributes are never parsed in PocketBase");
}
