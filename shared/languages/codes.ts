/**
 * A language's code (issue 24): lower case, the language and an optional region or script (pt, pt-br, zh-hant). It is
 * the first segment of the language's addresses, so it may not be one the site's own addresses begin with.
 */
export const LANGUAGE_CODE_PATTERN = "^[a-z]{2,3}(-[a-z0-9]{2,8})?$";
