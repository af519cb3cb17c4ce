// office_translations, written by `npm run migration` on 2026-12-03 from the declarations' diff:
// - revisions: change field record_collection (values)
// - create collection office_translations (7 fields)
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
    spec: Record<string, unknown> & { name: string; fields: Record<string, unknown>[]; indexes?: string[] },
  ): void => {
    if (findCollection(app, spec.name)) return;
    // A relation to the collection itself (a translation's original) names a collection that exists only once this one
    // is saved: the collection is saved without it and its indexes first, then they are added where the spec has them.
    const own = (field: Record<string, unknown>) => field.type === "relation" && field.collection === spec.name;
    const later = spec.fields.some(own);
    const collection = new Collection({
      type: "base",
      ...spec,
      fields: [],
      ...(later ? { indexes: [] } : {}),
    } as unknown as Partial<Collection>);
    for (const field of spec.fields) if (!later || !own(field)) collection.fields.add(fieldOf(app, field));
    app.save(collection);
    if (!later) return;
    const saved = app.findCollectionByNameOrId(spec.name);
    spec.fields.forEach((field, at) => {
      // After the field the spec puts before it: the collection's own id field comes first.
      if (own(field))
        saved.fields.addAt(saved.fields.fieldNames().indexOf(String(spec.fields[at - 1]?.name)) + 1, fieldOf(app, field));
    });
    saved.indexes = (spec.indexes ?? []) as unknown as typeof saved.indexes;
    app.save(saved);
  };

  const deleteIfPresent = (app: CoreApp, name: string): void => {
    const collection = findCollection(app, name);
    if (collection) app.delete(collection);
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
      createIfMissing(app, {
        name: "office_translations",
        listRule: "",
        viewRule: "",
        createRule: null,
        updateRule: null,
        deleteRule: null,
        indexes: ["CREATE UNIQUE INDEX idx_office_translations_language ON office_translations (language, office)"],
        fields: [
          {
            name: "office",
            type: "relation",
            cascadeDelete: true,
            collection: "offices",
            help: "The office these words are for.",
            maxSelect: 1,
            required: true,
          },
          {
            name: "language",
            type: "text",
            help: "The code of the language these words are in (pt): a language of the site other than the default.",
            max: 12,
            pattern: "^[a-z]{2,3}(-[a-z0-9]{2,8})?$",
            presentable: true,
            required: true,
          },
          { name: "name", type: "text", help: "Empty: the office's own name.", max: 80 },
          { name: "city", type: "text", help: "Empty: the office's own city.", max: 80 },
          { name: "country", type: "text", help: "Empty: the office's own country.", max: 80 },
          { name: "created", type: "autodate", onCreate: true },
          { name: "updated", type: "autodate", onCreate: true, onUpdate: true },
        ],
      });
      setField(app, "revisions", {
        name: "record_collection",
        type: "select",
        maxSelect: 1,
        required: true,
        values: [
          "site",
          "offices",
          "services",
          "projects",
          "news",
          "site_translations",
          "office_translations",
          "pages",
          "sections",
        ],
      });
    },
    (app) => {
      setField(app, "revisions", {
        name: "record_collection",
        type: "select",
        maxSelect: 1,
        required: true,
        values: ["site", "offices", "services", "projects", "news", "site_translations", "pages", "sections"],
      });
      deleteIfPresent(app, "office_translations");
    },
  );
}
