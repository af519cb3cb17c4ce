import { BOUNDS } from "../serving/bounds";
import { having } from "../site-registry";
import { bool, collection, json, select, text, timestamps } from "./fields";
import { RULES } from "./publishing";

/**
 * The collections whose every editor's save keeps the version before it (issue 22, item 18): the registry's, by the
 * `noun` editors' messages call one of their records (the revisions hook registers on the same list).
 */
const REVISED_COLLECTIONS = having((c) => c.noun);
/** The most a version may hold: twice the longest body (every character of it escaped) and a megabyte besides. */
const REVISION_BYTES = 2 * BOUNDS.richTextBytes.default + 1_048_576;
/** Revisions kept per record: the oldest go past it. */
export const REVISIONS_KEPT = 50;

/**
 * Earlier versions of what editors save: one row per save of a project, article, service, office or the site's
 * settings, holding the version before it, who saved and which fields changed (pb_hooks/src/lib/editors/revisions.ts).
 * Ticking `restore` on one brings it back; the version it replaces becomes a revision of its own.
 */
export const revisions = collection({
  name: "revisions",
  fields: [
    text("label", { max: 300, presentable: true, help: "What was saved: the record and when." }),
    select("record_collection", REVISED_COLLECTIONS, { required: true }),
    text("record_id", { required: true, max: 40 }),
    text("editor", { max: 300, help: "Who saved the change this version was replaced by." }),
    text("changed", { max: 2000, help: "The fields that save changed." }),
    // Room for the longest body a save takes (BOUNDS.richTextBytes), escaped as JSON, and every other field: a record
    // whose revision could not be kept could be neither edited nor unpublished (issue 32).
    json("data", { maxSize: REVISION_BYTES, help: "The version itself, field by field." }),
    bool("restore", {
      help: "Tick and save to bring this version back (its pictures excepted: they stay as they are). The version it replaces is kept as a revision of its own.",
    }),
    ...timestamps,
  ],
  indexes: ["CREATE INDEX idx_revisions_record ON revisions (record_collection, record_id, created)"],
  ...RULES.superusersOnly,
});
