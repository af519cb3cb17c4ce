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

/**
 * Characters that show nothing and say nothing to a screen reader: zero-width spaces and joiners, the word joiner,
 * the byte-order mark, the soft hyphen, and the other format and invisible characters. A line of only these (and white
 * space) is no alt text (issue 32).
 */
const INVISIBLE =
  /\u034f|\u17b4|\u17b5|\u180b|\u180c|\u180d|\u180e|\u180f|\ufe00|\ufe01|\ufe02|\ufe03|\ufe04|\ufe05|\ufe06|\ufe07|\ufe08|\ufe09|\ufe0a|\ufe0b|\ufe0c|\ufe0d|\ufe0e|\ufe0f|[\u00ad\u061c\u115f\u1160\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164\ufeff\uffa0]/g;

/** Text as alt text: trimmed, and empty when nothing in it shows. */
const spoken = (text: string): string => (text.replace(INVISIBLE, "").trim() === "" ? "" : text.trim());

/** Each line of `gallery_alt`, trimmed (blank lines kept, so a line's place is its picture's). */
const galleryLines = (text: string | undefined): string[] => (text ?? "").split(/\r?\n/).map(spoken);

/** The cover's alt text: the editor's (a published record cannot lack it; a draft's preview shows none). */
export const coverAlt = (record: Pictured): string => spoken(record.cover_alt ?? "");

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
