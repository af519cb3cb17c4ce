// content_changes, written by `npm run migration` on 2026-11-26 from the declarations' diff:
// - create collection content_changes (4 fields)
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

  const findCollection = (app: CoreApp, name: string): core.Collection | undefined => {
    try {
      return app.findCollectionByNameOrId(name);
    } catch {
      return undefined;
    }
  };

  const createIfMissing = (
    app: CoreApp,
    spec: Record<string, unknown> & { name: string; fields: Record<string, unknown>[] },
  ): void => {
    if (findCollection(app, spec.name)) return;
    const collection = new Collection({ type: "base", ...spec, fields: [] } as unknown as Partial<Collection>);
    for (const field of spec.fields) collection.fields.add(fieldOf(app, field));
    app.save(collection);
  };

  const deleteIfPresent = (app: CoreApp, name: string): void => {
    const collection = findCollection(app, name);
    if (collection) app.delete(collection);
  };

  migrate(
    (app) => {
      createIfMissing(app, {
        name: "content_changes",
        listRule: "",
        viewRule: "",
        createRule: null,
        updateRule: null,
        deleteRule: null,
        indexes: ["CREATE INDEX idx_content_changes_created ON content_changes (created)"],
        fields: [
          {
            name: "collections",
            type: "json",
            help: "The collections whose pages changed: site, offices, services, projects, news.",
          },
          {
            name: "in_ms",
            type: "number",
            help: "Milliseconds until the change shows (a record scheduled for then); 0: now.",
            onlyInt: true,
          },
          { name: "created", type: "autodate", onCreate: true },
          { name: "updated", type: "autodate", onCreate: true, onUpdate: true },
        ],
      });
    },
    (app) => {
      deleteIfPresent(app, "content_changes");
    },
  );
}
