/** Letters that Unicode decomposition does not reduce to ASCII. */
const LIGATURES: Record<string, string> = {
  ß: "ss",
  æ: "ae",
  œ: "oe",
  ø: "o",
  ł: "l",
  đ: "d",
  ð: "d",
  þ: "th",
  ı: "i",
};

export const SLUG_MAX = 100;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** "Café Noir — Été" becomes "cafe-noir-ete". */
export function slugify(title: string): string {
  const ascii = title
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[ßæœøłđðþı]/g, (c) => LIGATURES[c] ?? c)
    .replace(/&/g, " and ")
    .replace(/['’]/g, "");
  const slug = ascii.replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
  if (slug.length <= SLUG_MAX) return slug;
  const cut = slug.slice(0, SLUG_MAX + 1);
  return cut.slice(0, cut.lastIndexOf("-") > 0 ? cut.lastIndexOf("-") : SLUG_MAX);
}

/** Why a slug cannot be used, in words an editor understands; undefined when it can. */
export function slugProblem(slug: string): string | undefined {
  if (slug === "") return "The slug is empty. Give the record a title, or type a slug such as my-first-project.";
  if (slug.length > SLUG_MAX) return `The slug is ${slug.length} characters long; keep it to ${SLUG_MAX}.`;
  if (!SLUG_PATTERN.test(slug)) {
    return "Use lowercase letters, digits and single hyphens only, with no hyphen at either end (e.g. brand-refresh-2024).";
  }
  return undefined;
}
