/** A catalogue's phrase with its values in place: fill("By {author}", { author: "Ana" }) → "By Ana". */
export const fill = (phrase: string, values: Record<string, string | number>) =>
  phrase.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
