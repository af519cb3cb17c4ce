/**
 * A typed vocabulary for PocketBase fields. Collections are declared once with
 * it (shared/schema/*.ts); migrations create them from these values and
 * the web app derives its record types from the same values, so a renamed field
 * breaks the web typecheck instead of a page.
 */

interface Common<N extends string> {
  name: N;
  required?: boolean;
  hidden?: boolean;
  presentable?: boolean;
  help?: string;
}

export interface TextSpec<N extends string = string> extends Common<N> {
  type: "text";
  min?: number;
  max?: number;
  pattern?: string;
}
export interface EditorSpec<N extends string = string> extends Common<N> {
  type: "editor";
  maxSize?: number;
}
export interface NumberSpec<N extends string = string> extends Common<N> {
  type: "number";
  min?: number;
  max?: number;
  onlyInt?: boolean;
}
export interface BoolSpec<N extends string = string> extends Common<N> {
  type: "bool";
}
export interface EmailSpec<N extends string = string> extends Common<N> {
  type: "email";
}
export interface UrlSpec<N extends string = string> extends Common<N> {
  type: "url";
}
export interface DateSpec<N extends string = string> extends Common<N> {
  type: "date";
}
export interface AutodateSpec<N extends string = string> extends Common<N> {
  type: "autodate";
  onCreate: boolean;
  onUpdate: boolean;
}
export interface SelectSpec<N extends string = string, V extends string = string, M extends number = number> extends Common<N> {
  type: "select";
  values: readonly V[];
  maxSelect: M;
}
export interface FileSpec<N extends string = string, M extends number = number> extends Common<N> {
  type: "file";
  maxSelect: M;
  maxSize: number;
  mimeTypes: readonly string[];
  thumbs: readonly string[];
  /**
   * Served only to those who may view the record (its view rule), the superuser with a file token included: a
   * draft's or scheduled record's files stay as hidden as the record (docs/decisions/030).
   */
  protected?: boolean;
}
export interface RelationSpec<N extends string = string, M extends number = number> extends Common<N> {
  type: "relation";
  /** The related collection's name; the migration resolves its id. */
  collection: string;
  maxSelect: M;
  cascadeDelete?: boolean;
}
export interface JsonSpec<N extends string = string, T = unknown> extends Common<N> {
  type: "json";
  maxSize?: number;
  /** Carries the value's type for the web app; never set at run time. */
  readonly valueType?: T;
}
export interface GeoPointSpec<N extends string = string> extends Common<N> {
  type: "geoPoint";
}

export type FieldSpec =
  | TextSpec
  | EditorSpec
  | NumberSpec
  | BoolSpec
  | EmailSpec
  | UrlSpec
  | DateSpec
  | AutodateSpec
  | SelectSpec
  | FileSpec
  | RelationSpec
  | JsonSpec
  | GeoPointSpec;

type Options<S> = Omit<S, "name" | "type">;

export const text = <N extends string>(name: N, o: Options<TextSpec> = {}): TextSpec<N> => ({ name, type: "text", ...o });
export const editor = <N extends string>(name: N, o: Options<EditorSpec> = {}): EditorSpec<N> => ({ name, type: "editor", ...o });
export const number = <N extends string>(name: N, o: Options<NumberSpec> = {}): NumberSpec<N> => ({ name, type: "number", ...o });
export const bool = <N extends string>(name: N, o: Options<BoolSpec> = {}): BoolSpec<N> => ({ name, type: "bool", ...o });
export const email = <N extends string>(name: N, o: Options<EmailSpec> = {}): EmailSpec<N> => ({ name, type: "email", ...o });
export const url = <N extends string>(name: N, o: Options<UrlSpec> = {}): UrlSpec<N> => ({ name, type: "url", ...o });
export const date = <N extends string>(name: N, o: Options<DateSpec> = {}): DateSpec<N> => ({ name, type: "date", ...o });
export const geoPoint = <N extends string>(name: N, o: Options<GeoPointSpec> = {}): GeoPointSpec<N> => ({
  name,
  type: "geoPoint",
  ...o,
});
export const json = <N extends string, T = unknown>(name: N, o: Options<JsonSpec<N, T>> = {}): JsonSpec<N, T> => ({
  name,
  type: "json",
  ...o,
});

/** Names a json field's value type for the web app: `json("hours", { valueType: typed<Hours>() })`. */
export const typed = <T>(): T | undefined => undefined;
/** How many values a field holds: what its options say, else one. */
type MaxOf<O> = O extends { maxSelect: infer M extends number } ? M : 1;

export const select = <
  N extends string,
  const V extends string,
  const O extends Partial<Omit<Options<SelectSpec>, "values">> = Record<never, never>,
>(
  name: N,
  values: readonly V[],
  o?: O,
) => ({ name, type: "select", values, maxSelect: 1, ...o }) as SelectSpec<N, V, MaxOf<O>>;
export const relation = <N extends string, const O extends Partial<Options<RelationSpec>> = Record<never, never>>(
  name: N,
  collection: string,
  o?: O,
) => ({ name, type: "relation", collection, maxSelect: 1, ...o }) as RelationSpec<N, MaxOf<O>>;

const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
/**
 * Widths for srcset (height follows the image) plus the 1200x630 social card. 360/720/1080 are a phone's at 1×, 2× and
 * 3×; the original itself is the largest candidate (docs/decisions/archive/025-images-sized-to-the-screen.md).
 */
const RESPONSIVE_THUMBS = ["360x0", "480x0", "720x0", "960x0", "1080x0", "1600x0", "1200x630"] as const;

/** The srcset's widths: the `Wx0` entries of RESPONSIVE_THUMBS. */
export const RESPONSIVE_WIDTHS = RESPONSIVE_THUMBS.filter((thumb) => thumb.endsWith("x0")).map((thumb) =>
  Number.parseInt(thumb, 10),
);

/**
 * The frames a cover is shown in, width over height: `.media.ratio-*` in web/src/styles/base.css. The browser crops the
 * image to its frame (object-fit: cover, centred) and PocketBase's `WxH` thumbnail crops the same middle, so a framed
 * image's srcset asks for thumbnails cut to the frame, and what is cut away is never sent. Every thumbnail is JPEG
 * quality 95: an article's 720 px cover was 60 KB, a fifth of it cropped away on screen.
 */
const FRAMES = { "16x9": 16 / 9, "16x8": 16 / 8 } as const;
export type Frame = keyof typeof FRAMES;

/** Each cover's frame, by collection: one source for its field's thumbnails, its page's markup and preload. */
export const COVER_FRAMES = { news: "16x8", projects: "16x9" } as const satisfies Record<string, Frame>;

/** The thumbnail `width` wide cut to `frame`. */
export const framedThumb = (width: number, frame: Frame) => `${width}x${Math.round(width / FRAMES[frame])}`;

/** An image shown in a frame: the responsive widths, each also cut to the frame. */
export const framedImage = <N extends string, const O extends Partial<Options<FileSpec>> = Record<never, never>>(
  name: N,
  frame: Frame,
  o?: O,
) =>
  image(name, {
    ...o,
    thumbs: [...RESPONSIVE_THUMBS, ...RESPONSIVE_WIDTHS.map((width) => framedThumb(width, frame))],
  });

export const image = <N extends string, const O extends Partial<Options<FileSpec>> = Record<never, never>>(name: N, o?: O) =>
  ({
    name,
    type: "file",
    maxSelect: 1,
    maxSize: 10 * 1024 * 1024,
    mimeTypes: IMAGE_TYPES,
    thumbs: RESPONSIVE_THUMBS,
    ...o,
  }) as FileSpec<N, MaxOf<O>>;

export const timestamps = [
  { name: "created", type: "autodate", onCreate: true, onUpdate: false },
  { name: "updated", type: "autodate", onCreate: true, onUpdate: true },
] as const satisfies readonly AutodateSpec[];

export interface CollectionSpec<F extends readonly FieldSpec[] = readonly FieldSpec[]> {
  name: string;
  fields: F;
  indexes?: readonly string[];
  listRule: string | null;
  viewRule: string | null;
  createRule: string | null;
  updateRule: string | null;
  deleteRule: string | null;
}

export const collection = <const F extends readonly FieldSpec[]>(spec: CollectionSpec<F>): CollectionSpec<F> => spec;

type ValueOf<F> = F extends { type: "number" }
  ? number
  : F extends { type: "bool" }
    ? boolean
    : F extends { type: "select"; values: readonly (infer V)[]; maxSelect: infer M }
      ? M extends 1
        ? V | ""
        : V[]
      : F extends { type: "file" | "relation"; maxSelect: infer M }
        ? M extends 1
          ? string
          : string[]
        : F extends { type: "json"; valueType?: infer T }
          ? T | null
          : F extends { type: "geoPoint" }
            ? { lon: number; lat: number }
            : string;

/** The record a collection's API returns, derived from its declaration. */
export type RecordOf<C extends CollectionSpec> = {
  id: string;
  collectionId: string;
  collectionName: string;
} & { [F in C["fields"][number] as F["name"]]: ValueOf<F> };
