// translations_note, written by `npm run migration` on 2026-11-27 from the declarations' diff:
// - services: add field translations (text)
// - projects: add field translations (text)
// - news: add field translations (text)
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
        "services",
        {
          name: "translations",
          type: "text",
          help: "Written by the site on each save: this record's translations by language, with their status, and the languages it has none in yet (or, on a translation, what it translates).",
          hidden: true,
          max: 2000,
        },
        "created",
      );
      addField(
        app,
        "projects",
        {
          name: "translations",
          type: "text",
          help: "Written by the site on each save: this record's translations by language, with their status, and the languages it has none in yet (or, on a translation, what it translates).",
          hidden: true,
          max: 2000,
        },
        "created",
      );
      addField(
        app,
        "news",
        {
          name: "translations",
          type: "text",
          help: "Written by the site on each save: this record's translations by language, with their status, and the languages it has none in yet (or, on a translation, what it translates).",
          hidden: true,
          max: 2000,
        },
        "created",
      );
    },
    (app) => {
      removeField(app, "news", "translations");
      removeField(app, "projects", "translations");
      removeField(app, "services", "translations");
    },
  );
}
