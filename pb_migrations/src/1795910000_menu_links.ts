// menu_links, written by `npm run migration` on 2026-11-28 from the declarations' diff:
// - create collection menu_links (11 fields)
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
      if (own(field)) saved.fields.addAt(at, fieldOf(app, field));
    });
    saved.indexes = (spec.indexes ?? []) as unknown as typeof saved.indexes;
    app.save(saved);
  };

  const deleteIfPresent = (app: CoreApp, name: string): void => {
    const collection = findCollection(app, name);
    if (collection) app.delete(collection);
  };

  migrate(
    (app) => {
      createIfMissing(app, {
        name: "menu_links",
        listRule: "",
        viewRule: "",
        createRule: null,
        updateRule: null,
        deleteRule: null,
        indexes: ["CREATE INDEX idx_menu_links_language ON menu_links (language, sort_order)"],
        fields: [
          {
            name: "label",
            type: "text",
            help: "The link's words, as the menu shows them.",
            max: 60,
            presentable: true,
            required: true,
          },
          {
            name: "menu",
            type: "select",
            help: "header: the header's links, which are the phone's menu too. footer: the footer's lists.",
            maxSelect: 1,
            required: true,
            values: ["header", "footer"],
          },
          {
            name: "heading",
            type: "text",
            help: "Footer only: the heading the link is listed under (links with the same heading are one list). Empty: the footer's own “Pages”.",
            max: 60,
          },
          {
            name: "page",
            type: "select",
            help: "A page of the site. Choose one of: a page, an article, a project or an outside address.",
            maxSelect: 1,
            values: ["/", "/work", "/news", "/office", "/contact"],
          },
          {
            name: "article",
            type: "relation",
            collection: "news",
            help: "An article (in the link's language). Left out of the menu while it is not public.",
            maxSelect: 1,
          },
          {
            name: "project",
            type: "relation",
            collection: "projects",
            help: "A project (in the link's language). Left out of the menu while it is not public.",
            maxSelect: 1,
          },
          {
            name: "url",
            type: "url",
            help: "An address on another site (https://…). Marked as leading elsewhere; it opens as any link does.",
          },
          { name: "sort_order", type: "number", help: "Lower numbers come first.", onlyInt: true },
          {
            name: "language",
            type: "text",
            help: "The code of the language whose pages show this link (en, pt).",
            max: 12,
            pattern: "^[a-z]{2,3}(-[a-z0-9]{2,8})?$",
            required: true,
          },
          { name: "created", type: "autodate", onCreate: true },
          { name: "updated", type: "autodate", onCreate: true, onUpdate: true },
        ],
      });
    },
    (app) => {
      deleteIfPresent(app, "menu_links");
    },
  );
}
