// cover_frames, written by `npm run migration` on 2026-11-27 from the declarations' diff:
// - projects: change field cover (thumbs)
// - news: change field cover (thumbs)
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
      setField(app, "projects", {
        name: "cover",
        type: "file",
        help: "Visitors see it once the record is published; until then only editors can open it.",
        maxSelect: 1,
        maxSize: 10485760,
        mimeTypes: ["image/jpeg", "image/png", "image/webp"],
        protected: true,
        required: true,
        thumbs: [
          "360x0",
          "480x0",
          "720x0",
          "960x0",
          "1080x0",
          "1600x0",
          "1200x630",
          "360x203",
          "480x270",
          "720x405",
          "960x540",
          "1080x608",
          "1600x900",
        ],
      });
      setField(app, "news", {
        name: "cover",
        type: "file",
        help: "Visitors see it once the record is published; until then only editors can open it.",
        maxSelect: 1,
        maxSize: 10485760,
        mimeTypes: ["image/jpeg", "image/png", "image/webp"],
        protected: true,
        thumbs: [
          "360x0",
          "480x0",
          "720x0",
          "960x0",
          "1080x0",
          "1600x0",
          "1200x630",
          "360x180",
          "480x240",
          "720x360",
          "960x480",
          "1080x540",
          "1600x800",
        ],
      });
    },
    (app) => {
      setField(app, "news", {
        name: "cover",
        type: "file",
        help: "Visitors see it once the record is published; until then only editors can open it.",
        maxSelect: 1,
        maxSize: 10485760,
        mimeTypes: ["image/jpeg", "image/png", "image/webp"],
        protected: true,
        thumbs: ["360x0", "480x0", "720x0", "960x0", "1080x0", "1600x0", "1200x630"],
      });
      setField(app, "projects", {
        name: "cover",
        type: "file",
        help: "Visitors see it once the record is published; until then only editors can open it.",
        maxSelect: 1,
        maxSize: 10485760,
        mimeTypes: ["image/jpeg", "image/png", "image/webp"],
        protected: true,
        required: true,
        thumbs: ["360x0", "480x0", "720x0", "960x0", "1080x0", "1600x0", "1200x630"],
      });
    },
  );
}
