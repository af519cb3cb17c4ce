/** A moment in PocketBase's own date format ("2026-11-22 06:30:00.000Z"), as stored and as compared in filters. */
export const pbDate = (ms: number): string => new Date(ms).toISOString().replace("T", " ");

/** A PocketBase date as ISO 8601 ("2026-11-22T06:30:00.000Z"): what browsers, `<time>` and JSON-LD read. */
export const isoDate = (value: string): string => value.replace(" ", "T");
