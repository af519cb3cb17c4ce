/**
 * Names the declarations give that the hooks need too, without the declarations' vocabulary, which every request's
 * hooks would then load.
 */

/** The collections kept apart from editors' forms (kept-apart.ts). */
export const KEPT_APART_NAMES = { imageSizes: "record_image_sizes", previewTokens: "preview_tokens" } as const;

/**
 * A published collection's index of its records' published fields by id (languages.ts), which a query names itself
 * (`INDEXED BY`, pb_hooks/src/lib/pages/sitemap.ts): SQLite takes the primary key's own index for `id = ?`, unique,
 * and reads the row beside it, 4 KB of body for a few short fields (issue 34).
 */
export const originalsIndex = (collection: string) => `idx_${collection}_originals`;
