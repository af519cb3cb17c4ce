// hero_words_help, written by `npm run migration` on 2026-11-28 from the declarations' diff:
// - site: change field hero_words (help)
// - site_translations: change field hero_words (help)
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

  /** Gives an existing field exactly these options; it keeps its id, so its column and values stay. */
  const setField = (app: CoreApp, name: string, data: Record<string, unknown>): void => {
    const collection = app.findCollectionByNameOrId(name);
    const existing = collection.fields.getByName(String(data.name));
    if (!existing) throw new Error(`${name} has no field "${String(data.name)}" to change`);
    const field = fieldOf(app, data);
    field.setId(existing.getId());
    collection.fields.add(field);
    app.save(collection);
  };

  migrate(
    (app) => {
      setField(app, "site", {
        name: "hero_words",
        type: "text",
        help: "Phrases typed one after another, one per line: the home page took its hero's from here; edit them now in Pages → home, its hero section.",
        max: 600,
      });
      setField(app, "site_translations", {
        name: "hero_words",
        type: "text",
        help: "Phrases typed one after another, one per line: the home page took its hero's from here; edit them now in Pages → home, its hero section.",
        max: 600,
      });
    },
    (app) => {
      setField(app, "site_translations", {
        name: "hero_words",
        type: "text",
        help: "The phrases the home page types, one per line.",
        max: 600,
      });
      setField(app, "site", {
        name: "hero_words",
        type: "text",
        help: "The phrases the home page types, one per line.",
        max: 600,
      });
    },
  );
}
