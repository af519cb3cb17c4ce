/**
 * The names of the collections kept apart from editors' forms (kept-apart.ts): what the hooks that read and write them
 * need, without the declarations' vocabulary, which every request's hooks would then load.
 */
export const KEPT_APART_NAMES = { imageSizes: "record_image_sizes", previewTokens: "preview_tokens" } as const;
