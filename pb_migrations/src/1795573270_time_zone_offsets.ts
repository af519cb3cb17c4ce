// time_zone_offsets, written by `npm run migration` on 2026-11-25 from the declarations' diff:
// - offices: add field time_zone_offsets (json)
// A snapshot with literal values (decision 075): once released it never changes. Run twice, `up` changes nothing.
// By hand: the offices already there (the demo agency's, an editor's) get their offsets here; the offices hook writes
// them on every save from now on (shared/content/zone-offsets.ts says why pages want them).

import { zoneOffsetsOf } from "./lib/zone-offsets";

// In a block: its helpers are its own, never another migration's of the same name.
{
  const FIELD_TYPES: Record<string, new (data: Record<string, unknown>) => core.Field> = {
    text: TextField,
    editor: EditorField,
    number: NumberField,
    bool: BoolField,
    email: EmailField,
    url: URLField,
    date: DateField,
    autodate: AutodateField,
    select: SelectField,
    file: FileField,
    relation: RelationField,
    json: JSONField,
    geoPoint: GeoPointField,
  };

  /** A field from its literal options; a relation names its collection, resolved to its id here. */
  const fieldOf = (app: CoreApp, data: Record<string, unknown>): core.Field => {
    const { collection, ...options } = data;
    if (typeof collection === "string") options.collectionId = app.findCollectionByNameOrId(collection).id;
    const make = FIELD_TYPES[String(options.type)];
    if (!make) throw new Error(`No field type "${String(options.type)}"`);
    return new make(options);
  };

  /** Adds a field before `before` (or last); does nothing if the collection has one of that name. */
  const addField = (app: CoreApp, name: string, data: Record<string, unknown>, before: string | null): void => {
    const collection = app.findCollectionByNameOrId(name);
    if (collection.fields.getByName(String(data.name))) return;
    const names = collection.fields.fieldNames();
    const at = before === null ? -1 : names.indexOf(before);
    collection.fields.addAt(at < 0 ? names.length : at, fieldOf(app, data));
    app.save(collection);
  };

  const removeField = (app: CoreApp, name: string, field: string): void => {
    const collection = app.findCollectionByNameOrId(name);
    if (!collection.fields.getByName(field)) return;
    collection.fields.removeByName(field);
    app.save(collection);
  };

  migrate(
    (app) => {
      addField(
        app,
        "offices",
        {
          name: "time_zone_offsets",
          type: "json",
          help: "Filled in when the office is saved: the time zone's offsets from UTC for the next ten years, so pages tell the local time without a time zone database.",
        },
        "image",
      );
      // Straight into the row: a backfill is no edit, so `updated` and the content hooks stay as they were.
      for (const office of app.findAllRecords("offices") as core.Record[]) {
        app
          .db()
          .newQuery("UPDATE {{offices}} SET [[time_zone_offsets]] = {:offsets} WHERE [[id]] = {:id}")
          .bind({ offsets: JSON.stringify(zoneOffsetsOf(office.getString("time_zone"))), id: office.id })
          .execute();
      }
    },
    (app) => {
      removeField(app, "offices", "time_zone_offsets");
    },
  );
}
