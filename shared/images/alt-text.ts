/**
 * Alt text for a record's pictures (issue 22, item 15), read alike by the server's pages and the app's: the cover's
 * from `cover_alt`, a gallery picture's from its line of `gallery_alt` (one line per picture, in order). A published
 * record needs them all; the save says which picture lacks one.
 */

export interface Pictured {
  title: string;
  cover?: string;
  cover_alt?: string;
  gallery?: string[];
  gallery_alt?: string;
}

/** Each line of `gallery_alt`, trimmed (blank lines kept, so a line's place is its picture's). */
const galleryLines = (text: string | undefined): string[] => (text ?? "").split(/\r?\n/).map((line) => line.trim());

/** The cover's alt text: the editor's (a published record cannot lack it; a draft's preview shows none). */
export const coverAlt = (record: Pictured): string => record.cover_alt?.trim() || "";

/** A gallery picture's alt text: its line, else where it stands among the gallery's pictures. */
export function galleryAlt(record: Pictured, at: number): string {
  const count = record.gallery?.length ?? 0;
  return galleryLines(record.gallery_alt)[at] || `${record.title}, view ${at + 1} of ${count}`;
}

/** What a save must say when a published record lacks alt text for a picture: the field and its message. */
export function altTextProblem(record: Pictured & { status?: string }): { field: string; message: string } | undefined {
  if (record.status !== "published") return undefined;
  if (record.cover && !coverAlt(record)) {
    return {
      field: "cover_alt",
      message: `The cover (${record.cover}) needs alt text to publish: say in a sentence what it shows, for people who cannot see it.`,
    };
  }
  const lines = galleryLines(record.gallery_alt);
  const missing = (record.gallery ?? []).findIndex((_, at) => !lines[at]);
  if (missing >= 0) {
    const name = record.gallery?.[missing] ?? "";
    return {
      field: "gallery_alt",
      message: `Gallery picture ${missing + 1} of ${record.gallery?.length} (${name}) needs alt text to publish: one line per picture, in their order.`,
    };
  }
  return undefined;
}
