// languages, written by `npm run migration` on 2026-11-27 from the declarations' diff:
// - services: add field language (text)
// - services: add field translation_of (relation)
// - services: indexes
// - projects: add field language (text)
// - projects: add field translation_of (relation)
// - projects: indexes
// - news: add field language (text)
// - news: add field translation_of (relation)
// - news: indexes
// - create collection languages (8 fields)
// - create collection site_translations (7 fields)
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

  const setIndexes = (app: CoreApp, name: string, indexes: string[]): void => {
    const collection = app.findCollectionByNameOrId(name);
    // The binding takes a plain array for its JSON array type.
    collection.indexes = indexes as unknown as typeof collection.indexes;
    app.save(collection);
  };

  migrate(
    (app) => {
      createIfMissing(app, {
        name: "languages",
        listRule: "live = true",
        viewRule: "live = true",
        createRule: null,
        updateRule: null,
        deleteRule: null,
        indexes: ["CREATE UNIQUE INDEX idx_languages_code ON languages (code)"],
        fields: [
          {
            name: "code",
            type: "text",
            help: "Lower case: the language, and a region if you need one (pt, pt-br). It becomes the start of the language's addresses (/pt/work). Not a word the site's own addresses begin with (work, news, api…).",
            max: 12,
            pattern: "^[a-z]{2,3}(-[a-z0-9]{2,8})?$",
            presentable: true,
            required: true,
          },
          {
            name: "name",
            type: "text",
            help: "The language's name in itself, as its readers know it: Português, 日本語.",
            max: 60,
            required: true,
          },
          {
            name: "dir",
            type: "select",
            help: "rtl for a language written right to left (Arabic, Hebrew): pages mirror.",
            maxSelect: 1,
            required: true,
            values: ["ltr", "rtl"],
          },
          {
            name: "is_default",
            type: "bool",
            help: "The site's first language: its pages have no prefix, and translations point to its records. Exactly one.",
          },
          {
            name: "live",
            type: "bool",
            help: "Off: the language's pages answer 404 and leave the sitemap; editors can prepare it meanwhile.",
          },
          { name: "sort_order", type: "number", help: "Lower numbers come first in the language switcher.", onlyInt: true },
          { name: "created", type: "autodate", onCreate: true },
          { name: "updated", type: "autodate", onCreate: true, onUpdate: true },
        ],
      });
      createIfMissing(app, {
        name: "site_translations",
        listRule: "",
        viewRule: "",
        createRule: null,
        updateRule: null,
        deleteRule: null,
        indexes: ["CREATE UNIQUE INDEX idx_site_translations_language ON site_translations (language)"],
        fields: [
          {
            name: "language",
            type: "text",
            help: "The code of the language this record is written in (en, pt). A record in another language than the default is a translation: set “translation of” too.",
            max: 12,
            pattern: "^[a-z]{2,3}(-[a-z0-9]{2,8})?$",
            presentable: true,
            required: true,
          },
          { name: "site_name", type: "text", help: "Empty: the site's own name.", max: 80 },
          { name: "tagline", type: "text", max: 160 },
          { name: "hero_words", type: "text", help: "The phrases the home page types, one per line.", max: 600 },
          { name: "seo_description", type: "text", max: 160 },
          { name: "created", type: "autodate", onCreate: true },
          { name: "updated", type: "autodate", onCreate: true, onUpdate: true },
        ],
      });
      addField(
        app,
        "services",
        {
          name: "language",
          type: "text",
          help: "The code of the language this record is written in (en, pt). A record in another language than the default is a translation: set “translation of” too.",
          max: 12,
          pattern: "^[a-z]{2,3}(-[a-z0-9]{2,8})?$",
          required: true,
        },
        "created",
      );
      addField(
        app,
        "services",
        {
          name: "translation_of",
          type: "relation",
          collection: "services",
          help: "For a translation: the default language's record it translates. Empty on a record in the default language. Each record has at most one translation per language.",
          maxSelect: 1,
        },
        "created",
      );
      addField(
        app,
        "projects",
        {
          name: "language",
          type: "text",
          help: "The code of the language this record is written in (en, pt). A record in another language than the default is a translation: set “translation of” too.",
          max: 12,
          pattern: "^[a-z]{2,3}(-[a-z0-9]{2,8})?$",
          required: true,
        },
        "created",
      );
      addField(
        app,
        "projects",
        {
          name: "translation_of",
          type: "relation",
          collection: "projects",
          help: "For a translation: the default language's record it translates. Empty on a record in the default language. Each record has at most one translation per language.",
          maxSelect: 1,
        },
        "created",
      );
      addField(
        app,
        "news",
        {
          name: "language",
          type: "text",
          help: "The code of the language this record is written in (en, pt). A record in another language than the default is a translation: set “translation of” too.",
          max: 12,
          pattern: "^[a-z]{2,3}(-[a-z0-9]{2,8})?$",
          required: true,
        },
        "created",
      );
      addField(
        app,
        "news",
        {
          name: "translation_of",
          type: "relation",
          collection: "news",
          help: "For a translation: the default language's record it translates. Empty on a record in the default language. Each record has at most one translation per language.",
          maxSelect: 1,
        },
        "created",
      );
      setIndexes(app, "services", [
        "CREATE UNIQUE INDEX idx_services_slug ON services (language, slug)",
        "CREATE UNIQUE INDEX idx_services_translation ON services (translation_of, language) WHERE translation_of != ''",
      ]);
      setIndexes(app, "projects", [
        "CREATE UNIQUE INDEX idx_projects_slug ON projects (language, slug)",
        "CREATE UNIQUE INDEX idx_projects_translation ON projects (translation_of, language) WHERE translation_of != ''",
        "CREATE INDEX idx_projects_public ON projects (language, status, published_at)",
      ]);
      setIndexes(app, "news", [
        "CREATE UNIQUE INDEX idx_news_slug ON news (language, slug)",
        "CREATE UNIQUE INDEX idx_news_translation ON news (translation_of, language) WHERE translation_of != ''",
        "CREATE INDEX idx_news_published ON news (language, status, published_at DESC, created DESC)",
      ]);
      // By hand: what the site had is in its one language, English, which becomes the default (decision 074).
      for (const name of ["services", "projects", "news"])
        app.db().newQuery(`UPDATE ${name} SET language = 'en' WHERE language = ''`).execute();
      if (app.countRecords("languages") === 0) {
        const english = new Record(app.findCollectionByNameOrId("languages"));
        english.load({ code: "en", name: "English", dir: "ltr", is_default: true, live: true, sort_order: 10 });
        app.save(english);
      }
    },
    (app) => {
      setIndexes(app, "news", [
        "CREATE UNIQUE INDEX idx_news_slug ON news (slug)",
        "CREATE INDEX idx_news_published ON news (status, published_at DESC, created DESC)",
      ]);
      setIndexes(app, "projects", [
        "CREATE UNIQUE INDEX idx_projects_slug ON projects (slug)",
        "CREATE INDEX idx_projects_public ON projects (status, published_at)",
      ]);
      setIndexes(app, "services", ["CREATE UNIQUE INDEX idx_services_slug ON services (slug)"]);
      removeField(app, "news", "translation_of");
      removeField(app, "news", "language");
      removeField(app, "projects", "translation_of");
      removeField(app, "projects", "language");
      removeField(app, "services", "translation_of");
      removeField(app, "services", "language");
      deleteIfPresent(app, "site_translations");
      deleteIfPresent(app, "languages");
    },
  );
}
