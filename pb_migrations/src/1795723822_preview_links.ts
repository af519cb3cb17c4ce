// preview_links, written by `npm run migration` on 2026-11-26 from the declarations' diff:
// - create collection preview_links (7 fields)
// By hand: rows for the links records already have.
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
        name: "preview_links",
        listRule: null,
        viewRule: null,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        indexes: ["CREATE UNIQUE INDEX idx_preview_links_record ON preview_links (record_collection, record_id)"],
        fields: [
          { name: "label", type: "text", help: "The page: its kind and title.", max: 300, presentable: true },
          { name: "record_collection", type: "select", maxSelect: 1, required: true, values: ["projects", "news"] },
          { name: "record_id", type: "text", max: 40, required: true },
          {
            name: "url",
            type: "text",
            help: "Written by the site on every save of the record: open it to see the page as it will look, drafts included. It works for 7 days from that save, for anyone who has it.",
            max: 2000,
          },
          { name: "expires", type: "date", help: "When the link stops working (UTC)." },
          { name: "created", type: "autodate", onCreate: true },
          { name: "updated", type: "autodate", onCreate: true, onUpdate: true },
        ],
      });
      // By hand: the links records already have, so editors find them before their next save.
      for (const [table, noun] of [
        ["projects", "Project"],
        ["news", "Article"],
      ]) {
        app
          .db()
          .newQuery(
            `INSERT OR IGNORE INTO {{preview_links}} ([[id]], [[label]], [[record_collection]], [[record_id]], [[url]], [[expires]], [[created]], [[updated]]) ` +
              `SELECT lower(substr(hex(randomblob(8)), 1, 15)), substr({:noun} || ' “' || [[title]] || '” (' || COALESCE(NULLIF([[status]], ''), 'draft') || ')', 1, 300), {:table}, [[id]], [[preview_url]], [[preview_expires]], strftime('%Y-%m-%d %H:%M:%fZ'), strftime('%Y-%m-%d %H:%M:%fZ') FROM {{${table}}} WHERE [[preview_url]] != ''`,
          )
          .bind({ noun, table })
          .execute();
      }
    },
    (app) => {
      deleteIfPresent(app, "preview_links");
    },
  );
}
