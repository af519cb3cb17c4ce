/** "Design,  Culture ,design," becomes "design, culture": lowercase, trimmed, unique, in order. */
export function normaliseTags(input: string): string {
  const seen = new Set<string>();
  for (const raw of input.split(",")) {
    const tag = raw.trim().toLowerCase().replace(/\s+/g, " ");
    if (tag) seen.add(tag);
  }
  return [...seen].join(", ");
}
