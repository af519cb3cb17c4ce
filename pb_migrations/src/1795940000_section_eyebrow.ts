// section_eyebrow, written by `npm run migration` on 2026-11-28 from the declarations' diff:
// - sections: add field eyebrow (text)
// A snapshot with literal values (decision 075): once released it never changes. Run twice, `up` changes nothing.

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
        "sections",
        {
          name: "eyebrow",
          type: "text",
          help: "A short line above the heading, such as the studio's name. (Used by: hero.)",
          max: 80,
        },
        "heading",
      );
    },
    (app) => {
      removeField(app, "sections", "eyebrow");
    },
  );
}
