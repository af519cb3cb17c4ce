import type { ImageSizes } from "../images/dimensions";
import { having } from "../site-registry";
import { collection, date, json, relation, text, typed } from "./fields";
import { KEPT_APART_NAMES } from "./names";
import { RULES } from "./publishing";

/**
 * What the server derives or keeps secret for a record, which an editor must never see or type, kept in collections
 * of their own (issue 33; decision 076): PocketBase's admin puts every field of a collection, hidden ones too, on its
 * form, and every editor is a superuser. One row per record, with a relation to it named for its collection (one
 * field per collection the registry flags), so that a deleted record takes its row with it and the view rule reaches
 * its row by one indexed join (`preview_tokens_via_news`).
 */

/** One relation per collection, each unique where set (one row per record) and indexed for the lookups and joins. */
function perRecord(name: string, collections: readonly string[]) {
  return {
    fields: collections.map((target) => relation(target, target, { cascadeDelete: true })),
    indexes: collections.flatMap((target) => [
      // Unique where set: PocketBase then reads a back-relation as one row, and expands it as one record, not a list.
      `CREATE UNIQUE INDEX idx_${name}_${target} ON ${name} (${target}) WHERE ${target} != ''`,
      // The lookup by record: SQLite cannot use the partial index for `${target} = ?` alone.
      `CREATE INDEX idx_${name}_${target}_lookup ON ${name} (${target})`,
    ]),
  };
}

const sized = perRecord(
  KEPT_APART_NAMES.imageSizes,
  having((c) => c.images),
);

/**
 * Each record's images' sizes (decision 081), written by the images hook on every save. Read through the record:
 * every read of the app's expands its row (shared/images/sizes-read.ts), so a visitor may view a row by its id, which
 * only a record they may read gives them; no one but superusers lists them (sections are read the same way).
 */
export const recordImageSizes = collection({
  name: KEPT_APART_NAMES.imageSizes,
  fields: [
    ...sized.fields,
    json("image_sizes", {
      valueType: typed<ImageSizes>(),
      help: "Written by the site when the record's images are saved: each image's width and height by file name.",
    }),
  ],
  indexes: sized.indexes,
  ...RULES.superusersOnly,
  viewRule: "",
});

const previewed = perRecord(
  KEPT_APART_NAMES.previewTokens,
  having((c) => c.preview),
);

const TOKEN_HELP = "Made by the site with the preview link; the view rule reads it, so the link's page shows this record.";
const PREVIOUS_HELP = "Made by the site: the link before the newest, which keeps working until its own 7 days are over.";

/** Each record's two live preview tokens and their expiries (decisions 076 and 082), which the view rule reads. */
export const previewTokens = collection({
  name: KEPT_APART_NAMES.previewTokens,
  fields: [
    ...previewed.fields,
    text("preview_token", { max: 100, help: TOKEN_HELP }),
    date("preview_expires", { help: TOKEN_HELP }),
    text("preview_token_previous", { max: 100, help: PREVIOUS_HELP }),
    date("preview_previous_expires", { help: PREVIOUS_HELP }),
  ],
  indexes: previewed.indexes,
  ...RULES.superusersOnly,
});

/** The collections kept apart, by what they hold. */
export const KEPT_APART = [recordImageSizes, previewTokens] as const;

/**
 * The names of the values kept apart: no collection an editor fills may have a field by one of these names
 * (tests/editors-forms.test.ts reads every such collection's schema).
 */
export const KEPT_APART_FIELDS: readonly string[] = KEPT_APART.flatMap((kept) =>
  kept.fields.filter((field) => field.type !== "relation").map((field) => field.name),
);
