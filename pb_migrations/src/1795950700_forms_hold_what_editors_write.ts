// forms_hold_what_editors_write, written by `npm run migration` on 2026-11-29 from the declarations' diff:
// - projects: REMOVE field image_sizes and its values (a rename? rename it in the migration instead)
// - projects: REMOVE field preview_token and its values (a rename? rename it in the migration instead)
// - projects: REMOVE field preview_expires and its values (a rename? rename it in the migration instead)
// - projects: REMOVE field preview_token_previous and its values (a rename? rename it in the migration instead)
// - projects: REMOVE field preview_previous_expires and its values (a rename? rename it in the migration instead)
// - projects: rules (viewRule)
// - projects: indexes
// - news: REMOVE field image_sizes and its values (a rename? rename it in the migration instead)
// - news: REMOVE field preview_token and its values (a rename? rename it in the migration instead)
// - news: REMOVE field preview_expires and its values (a rename? rename it in the migration instead)
// - news: REMOVE field preview_token_previous and its values (a rename? rename it in the migration instead)
// - news: REMOVE field preview_previous_expires and its values (a rename? rename it in the migration instead)
// - news: rules (viewRule)
// - news: indexes
// - offices: REMOVE field image_sizes and its values (a rename? rename it in the migration instead)
// - site: REMOVE field image_sizes and its values (a rename? rename it in the migration instead)
// - sections: REMOVE field image_sizes and its values (a rename? rename it in the migration instead)
// - pages: REMOVE field preview_token and its values (a rename? rename it in the migration instead)
// - pages: REMOVE field preview_expires and its values (a rename? rename it in the migration instead)
// - pages: REMOVE field preview_token_previous and its values (a rename? rename it in the migration instead)
// - pages: REMOVE field preview_previous_expires and its values (a rename? rename it in the migration instead)
// - pages: REMOVE field image_sizes and its values (a rename? rename it in the migration instead)
// - pages: rules (viewRule)
// - pages: indexes
// - create collection record_image_sizes (7 fields)
// - create collection preview_tokens (7 fields)
// Written by hand besides (issue 33, "Editors' forms show what editors write"): before the fields go, their values move
// into the new collections, one row per record (moveValues); `down` moves them back (restoreValues).
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

  const setRules = (app: CoreApp, name: string, rules: Record<string, string | null>): void => {
    // null locks a rule (superusers only); the declarations type a Go *string as an optional string.
    const rule = (value: string | null | undefined) => (value ?? null) as string | undefined;
    const collection = app.findCollectionByNameOrId(name);
    collection.listRule = rule(rules.listRule);
    collection.viewRule = rule(rules.viewRule);
    collection.createRule = rule(rules.createRule);
    collection.updateRule = rule(rules.updateRule);
    collection.deleteRule = rule(rules.deleteRule);
    app.save(collection);
  };

  const setIndexes = (app: CoreApp, name: string, indexes: string[]): void => {
    const collection = app.findCollectionByNameOrId(name);
    // The binding takes a plain array for its JSON array type.
    collection.indexes = indexes as unknown as typeof collection.indexes;
    app.save(collection);
  };

  /** A new row's id, as PocketBase makes them: 15 characters of [a-z0-9]. */
  const NEW_ID = "lower(substr(hex(randomblob(8)), 1, 15))";

  /**
   * Each record's values of `fields` (where `present` says it has any) into its row of `kept`, whose relation to
   * the record is named for its collection; a record that has a row already keeps it. Before the fields go.
   */
  const moveValues = (app: CoreApp, kept: string, table: string, fields: string[], present: string): void => {
    const collection = findCollection(app, table);
    if (!collection || !fields.every((field) => collection.fields.getByName(field))) return;
    const columns = fields.map((field) => `[[${field}]]`).join(", ");
    app
      .db()
      .newQuery(
        `INSERT OR IGNORE INTO {{${kept}}} ([[id]], [[${table}]], ${columns}) ` +
          `SELECT ${NEW_ID}, [[id]], ${columns} FROM {{${table}}} WHERE ${present}`,
      )
      .execute();
  };

  /** The way back: each row's values into its record, once the fields are there again. */
  const restoreValues = (app: CoreApp, kept: string, table: string, fields: string[]): void => {
    if (!findCollection(app, kept)) return;
    const set = fields
      .map((field) => `[[${field}]] = (SELECT k.[[${field}]] FROM {{${kept}}} k WHERE k.[[${table}]] = {{${table}}}.[[id]])`)
      .join(", ");
    app
      .db()
      .newQuery(`UPDATE {{${table}}} SET ${set} WHERE [[id]] IN (SELECT [[${table}]] FROM {{${kept}}} WHERE [[${table}]] != '')`)
      .execute();
  };

  const SIZES = ["image_sizes"];
  const SIZED = ["site", "offices", "projects", "news", "pages", "sections"];
  const HAS_SIZES = "[[image_sizes]] IS NOT NULL AND [[image_sizes]] NOT IN ('', 'null')";
  const TOKENS = ["preview_token", "preview_expires", "preview_token_previous", "preview_previous_expires"];
  const PREVIEWED = ["projects", "news", "pages"];
  const HAS_TOKENS = "[[preview_token]] != '' OR [[preview_token_previous]] != ''";

  migrate(
    (app) => {
      createIfMissing(app, {
        name: "record_image_sizes",
        listRule: null,
        viewRule: "",
        createRule: null,
        updateRule: null,
        deleteRule: null,
        indexes: [
          "CREATE UNIQUE INDEX idx_record_image_sizes_site ON record_image_sizes (site) WHERE site != ''",
          "CREATE INDEX idx_record_image_sizes_site_lookup ON record_image_sizes (site)",
          "CREATE UNIQUE INDEX idx_record_image_sizes_offices ON record_image_sizes (offices) WHERE offices != ''",
          "CREATE INDEX idx_record_image_sizes_offices_lookup ON record_image_sizes (offices)",
          "CREATE UNIQUE INDEX idx_record_image_sizes_projects ON record_image_sizes (projects) WHERE projects != ''",
          "CREATE INDEX idx_record_image_sizes_projects_lookup ON record_image_sizes (projects)",
          "CREATE UNIQUE INDEX idx_record_image_sizes_news ON record_image_sizes (news) WHERE news != ''",
          "CREATE INDEX idx_record_image_sizes_news_lookup ON record_image_sizes (news)",
          "CREATE UNIQUE INDEX idx_record_image_sizes_pages ON record_image_sizes (pages) WHERE pages != ''",
          "CREATE INDEX idx_record_image_sizes_pages_lookup ON record_image_sizes (pages)",
          "CREATE UNIQUE INDEX idx_record_image_sizes_sections ON record_image_sizes (sections) WHERE sections != ''",
          "CREATE INDEX idx_record_image_sizes_sections_lookup ON record_image_sizes (sections)",
        ],
        fields: [
          { name: "site", type: "relation", cascadeDelete: true, collection: "site", maxSelect: 1 },
          { name: "offices", type: "relation", cascadeDelete: true, collection: "offices", maxSelect: 1 },
          { name: "projects", type: "relation", cascadeDelete: true, collection: "projects", maxSelect: 1 },
          { name: "news", type: "relation", cascadeDelete: true, collection: "news", maxSelect: 1 },
          { name: "pages", type: "relation", cascadeDelete: true, collection: "pages", maxSelect: 1 },
          { name: "sections", type: "relation", cascadeDelete: true, collection: "sections", maxSelect: 1 },
          {
            name: "image_sizes",
            type: "json",
            help: "Written by the site when the record's images are saved: each image's width and height by file name.",
          },
        ],
      });
      createIfMissing(app, {
        name: "preview_tokens",
        listRule: null,
        viewRule: null,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        indexes: [
          "CREATE UNIQUE INDEX idx_preview_tokens_projects ON preview_tokens (projects) WHERE projects != ''",
          "CREATE INDEX idx_preview_tokens_projects_lookup ON preview_tokens (projects)",
          "CREATE UNIQUE INDEX idx_preview_tokens_news ON preview_tokens (news) WHERE news != ''",
          "CREATE INDEX idx_preview_tokens_news_lookup ON preview_tokens (news)",
          "CREATE UNIQUE INDEX idx_preview_tokens_pages ON preview_tokens (pages) WHERE pages != ''",
          "CREATE INDEX idx_preview_tokens_pages_lookup ON preview_tokens (pages)",
        ],
        fields: [
          { name: "projects", type: "relation", cascadeDelete: true, collection: "projects", maxSelect: 1 },
          { name: "news", type: "relation", cascadeDelete: true, collection: "news", maxSelect: 1 },
          { name: "pages", type: "relation", cascadeDelete: true, collection: "pages", maxSelect: 1 },
          {
            name: "preview_token",
            type: "text",
            help: "Made by the site with the preview link; the view rule reads it, so the link's page shows this record.",
            max: 100,
          },
          {
            name: "preview_expires",
            type: "date",
            help: "Made by the site with the preview link; the view rule reads it, so the link's page shows this record.",
          },
          {
            name: "preview_token_previous",
            type: "text",
            help: "Made by the site: the link before the newest, which keeps working until its own 7 days are over.",
            max: 100,
          },
          {
            name: "preview_previous_expires",
            type: "date",
            help: "Made by the site: the link before the newest, which keeps working until its own 7 days are over.",
          },
        ],
      });
      for (const table of SIZED) moveValues(app, "record_image_sizes", table, SIZES, HAS_SIZES);
      for (const table of PREVIEWED) moveValues(app, "preview_tokens", table, TOKENS, HAS_TOKENS);
      setIndexes(app, "projects", [
        "CREATE UNIQUE INDEX idx_projects_slug ON projects (language, slug)",
        "CREATE UNIQUE INDEX idx_projects_translation ON projects (translation_of, language) WHERE translation_of != ''",
        "CREATE INDEX idx_projects_translations ON projects (translation_of, language)",
        "CREATE INDEX idx_projects_publish_times ON projects (published_at)",
        "CREATE INDEX idx_projects_unpublish_times ON projects (unpublish_at)",
        "CREATE INDEX idx_projects_unsaved ON projects (id) WHERE preview_url = ''",
        "CREATE INDEX idx_projects_updated ON projects (updated)",
        "CREATE INDEX idx_projects_portfolio ON projects (language, status, sort_order, published_at DESC, unpublish_at, noindex)",
        "CREATE INDEX idx_projects_featured ON projects (language, status, featured DESC, sort_order, published_at DESC, unpublish_at)",
      ]);
      setIndexes(app, "news", [
        "CREATE UNIQUE INDEX idx_news_slug ON news (language, slug)",
        "CREATE UNIQUE INDEX idx_news_translation ON news (translation_of, language) WHERE translation_of != ''",
        "CREATE INDEX idx_news_translations ON news (translation_of, language)",
        "CREATE INDEX idx_news_publish_times ON news (published_at)",
        "CREATE INDEX idx_news_unpublish_times ON news (unpublish_at)",
        "CREATE INDEX idx_news_unsaved ON news (id) WHERE preview_url = ''",
        "CREATE INDEX idx_news_updated ON news (updated)",
        "CREATE INDEX idx_news_published ON news (language, status, published_at DESC, created DESC, unpublish_at, noindex)",
      ]);
      setIndexes(app, "pages", [
        "CREATE UNIQUE INDEX idx_pages_slug ON pages (language, slug)",
        "CREATE UNIQUE INDEX idx_pages_translation ON pages (translation_of, language) WHERE translation_of != ''",
        "CREATE INDEX idx_pages_translations ON pages (translation_of, language)",
        "CREATE INDEX idx_pages_publish_times ON pages (published_at)",
        "CREATE INDEX idx_pages_unpublish_times ON pages (unpublish_at)",
        "CREATE INDEX idx_pages_unsaved ON pages (id) WHERE preview_url = ''",
        "CREATE INDEX idx_pages_updated ON pages (updated)",
        "CREATE INDEX idx_pages_public ON pages (language, status, published_at, unpublish_at, noindex)",
      ]);
      setRules(app, "projects", {
        listRule:
          'status = "published" && published_at != "" && published_at <= @now && (unpublish_at = "" || unpublish_at > @now)',
        viewRule:
          '(status = "published" && published_at != "" && published_at <= @now && (unpublish_at = "" || unpublish_at > @now)) || (preview_tokens_via_projects.preview_token != "" && @request.query.preview = preview_tokens_via_projects.preview_token && preview_tokens_via_projects.preview_expires > @now) || (preview_tokens_via_projects.preview_token_previous != "" && @request.query.preview = preview_tokens_via_projects.preview_token_previous && preview_tokens_via_projects.preview_previous_expires > @now)',
        createRule: null,
        updateRule: null,
        deleteRule: null,
      });
      setRules(app, "news", {
        listRule:
          'status = "published" && published_at != "" && published_at <= @now && (unpublish_at = "" || unpublish_at > @now)',
        viewRule:
          '(status = "published" && published_at != "" && published_at <= @now && (unpublish_at = "" || unpublish_at > @now)) || (preview_tokens_via_news.preview_token != "" && @request.query.preview = preview_tokens_via_news.preview_token && preview_tokens_via_news.preview_expires > @now) || (preview_tokens_via_news.preview_token_previous != "" && @request.query.preview = preview_tokens_via_news.preview_token_previous && preview_tokens_via_news.preview_previous_expires > @now)',
        createRule: null,
        updateRule: null,
        deleteRule: null,
      });
      for (const table of SIZED) restoreValues(app, "record_image_sizes", table, SIZES);
      for (const table of PREVIEWED) restoreValues(app, "preview_tokens", table, TOKENS);
      setRules(app, "pages", {
        listRule:
          'status = "published" && published_at != "" && published_at <= @now && (unpublish_at = "" || unpublish_at > @now)',
        viewRule:
          '(status = "published" && published_at != "" && published_at <= @now && (unpublish_at = "" || unpublish_at > @now)) || (preview_tokens_via_pages.preview_token != "" && @request.query.preview = preview_tokens_via_pages.preview_token && preview_tokens_via_pages.preview_expires > @now) || (preview_tokens_via_pages.preview_token_previous != "" && @request.query.preview = preview_tokens_via_pages.preview_token_previous && preview_tokens_via_pages.preview_previous_expires > @now)',
        createRule: null,
        updateRule: null,
        deleteRule: null,
      });
      removeField(app, "projects", "image_sizes");
      removeField(app, "projects", "preview_token");
      removeField(app, "projects", "preview_expires");
      removeField(app, "projects", "preview_token_previous");
      removeField(app, "projects", "preview_previous_expires");
      removeField(app, "news", "image_sizes");
      removeField(app, "news", "preview_token");
      removeField(app, "news", "preview_expires");
      removeField(app, "news", "preview_token_previous");
      removeField(app, "news", "preview_previous_expires");
      removeField(app, "offices", "image_sizes");
      removeField(app, "site", "image_sizes");
      removeField(app, "sections", "image_sizes");
      removeField(app, "pages", "preview_token");
      removeField(app, "pages", "preview_expires");
      removeField(app, "pages", "preview_token_previous");
      removeField(app, "pages", "preview_previous_expires");
      removeField(app, "pages", "image_sizes");
    },
    (app) => {
      addField(
        app,
        "pages",
        {
          name: "image_sizes",
          type: "json",
          help: "Filled in when an image is saved: each image's width and height, so pages never ask for a thumbnail wider than the original.",
        },
        "language",
      );
      addField(
        app,
        "pages",
        {
          name: "preview_previous_expires",
          type: "date",
          help: "Made by the site: the preview link before the newest, which keeps working until its own 7 days are over.",
          hidden: true,
        },
        "share_image",
      );
      addField(
        app,
        "pages",
        {
          name: "preview_token_previous",
          type: "text",
          help: "Made by the site: the preview link before the newest, which keeps working until its own 7 days are over.",
          hidden: true,
          max: 100,
        },
        "share_image",
      );
      addField(
        app,
        "pages",
        {
          name: "preview_expires",
          type: "date",
          help: "Made by the site with the preview url; it lets that link's page show this record's images.",
          hidden: true,
        },
        "share_image",
      );
      addField(
        app,
        "pages",
        {
          name: "preview_token",
          type: "text",
          help: "Made by the site with the preview url; it lets that link's page show this record's images.",
          hidden: true,
          max: 100,
        },
        "share_image",
      );
      addField(
        app,
        "sections",
        {
          name: "image_sizes",
          type: "json",
          help: "Filled in when an image is saved: each image's width and height, so pages never ask for a thumbnail wider than the original.",
        },
        "created",
      );
      addField(
        app,
        "site",
        {
          name: "image_sizes",
          type: "json",
          help: "Filled in when an image is saved: each image's width and height, so pages never ask for a thumbnail wider than the original.",
        },
        "icon_fallback",
      );
      addField(
        app,
        "offices",
        {
          name: "image_sizes",
          type: "json",
          help: "Filled in when an image is saved: each image's width and height, so pages never ask for a thumbnail wider than the original.",
        },
        "sort_order",
      );
      addField(
        app,
        "news",
        {
          name: "preview_previous_expires",
          type: "date",
          help: "Made by the site: the preview link before the newest, which keeps working until its own 7 days are over.",
          hidden: true,
        },
        "cover_alt",
      );
      addField(
        app,
        "news",
        {
          name: "preview_token_previous",
          type: "text",
          help: "Made by the site: the preview link before the newest, which keeps working until its own 7 days are over.",
          hidden: true,
          max: 100,
        },
        "cover_alt",
      );
      addField(
        app,
        "news",
        {
          name: "preview_expires",
          type: "date",
          help: "Made by the site with the preview url; it lets that link's page show this record's images.",
          hidden: true,
        },
        "cover_alt",
      );
      addField(
        app,
        "news",
        {
          name: "preview_token",
          type: "text",
          help: "Made by the site with the preview url; it lets that link's page show this record's images.",
          hidden: true,
          max: 100,
        },
        "cover_alt",
      );
      addField(
        app,
        "news",
        {
          name: "image_sizes",
          type: "json",
          help: "Filled in when an image is saved: each image's width and height, so pages never ask for a thumbnail wider than the original.",
        },
        "tags",
      );
      addField(
        app,
        "projects",
        {
          name: "preview_previous_expires",
          type: "date",
          help: "Made by the site: the preview link before the newest, which keeps working until its own 7 days are over.",
          hidden: true,
        },
        "cover_alt",
      );
      addField(
        app,
        "projects",
        {
          name: "preview_token_previous",
          type: "text",
          help: "Made by the site: the preview link before the newest, which keeps working until its own 7 days are over.",
          hidden: true,
          max: 100,
        },
        "cover_alt",
      );
      addField(
        app,
        "projects",
        {
          name: "preview_expires",
          type: "date",
          help: "Made by the site with the preview url; it lets that link's page show this record's images.",
          hidden: true,
        },
        "cover_alt",
      );
      addField(
        app,
        "projects",
        {
          name: "preview_token",
          type: "text",
          help: "Made by the site with the preview url; it lets that link's page show this record's images.",
          hidden: true,
          max: 100,
        },
        "cover_alt",
      );
      addField(
        app,
        "projects",
        {
          name: "image_sizes",
          type: "json",
          help: "Filled in when an image is saved: each image's width and height, so pages never ask for a thumbnail wider than the original.",
        },
        "video_url",
      );
      setRules(app, "pages", {
        listRule:
          'status = "published" && published_at != "" && published_at <= @now && (unpublish_at = "" || unpublish_at > @now)',
        viewRule:
          '(status = "published" && published_at != "" && published_at <= @now && (unpublish_at = "" || unpublish_at > @now)) || (preview_token != "" && @request.query.preview = preview_token && preview_expires > @now) || (preview_token_previous != "" && @request.query.preview = preview_token_previous && preview_previous_expires > @now)',
        createRule: null,
        updateRule: null,
        deleteRule: null,
      });
      setRules(app, "news", {
        listRule:
          'status = "published" && published_at != "" && published_at <= @now && (unpublish_at = "" || unpublish_at > @now)',
        viewRule:
          '(status = "published" && published_at != "" && published_at <= @now && (unpublish_at = "" || unpublish_at > @now)) || (preview_token != "" && @request.query.preview = preview_token && preview_expires > @now) || (preview_token_previous != "" && @request.query.preview = preview_token_previous && preview_previous_expires > @now)',
        createRule: null,
        updateRule: null,
        deleteRule: null,
      });
      setRules(app, "projects", {
        listRule:
          'status = "published" && published_at != "" && published_at <= @now && (unpublish_at = "" || unpublish_at > @now)',
        viewRule:
          '(status = "published" && published_at != "" && published_at <= @now && (unpublish_at = "" || unpublish_at > @now)) || (preview_token != "" && @request.query.preview = preview_token && preview_expires > @now) || (preview_token_previous != "" && @request.query.preview = preview_token_previous && preview_previous_expires > @now)',
        createRule: null,
        updateRule: null,
        deleteRule: null,
      });
      setIndexes(app, "pages", [
        "CREATE UNIQUE INDEX idx_pages_slug ON pages (language, slug)",
        "CREATE UNIQUE INDEX idx_pages_translation ON pages (translation_of, language) WHERE translation_of != ''",
        "CREATE INDEX idx_pages_translations ON pages (translation_of, language)",
        "CREATE INDEX idx_pages_publish_times ON pages (published_at)",
        "CREATE INDEX idx_pages_unpublish_times ON pages (unpublish_at)",
        "CREATE INDEX idx_pages_unsaved ON pages (id) WHERE preview_url = '' AND preview_token = ''",
        "CREATE INDEX idx_pages_updated ON pages (updated)",
        "CREATE INDEX idx_pages_public ON pages (language, status, published_at, unpublish_at, noindex)",
      ]);
      setIndexes(app, "news", [
        "CREATE UNIQUE INDEX idx_news_slug ON news (language, slug)",
        "CREATE UNIQUE INDEX idx_news_translation ON news (translation_of, language) WHERE translation_of != ''",
        "CREATE INDEX idx_news_translations ON news (translation_of, language)",
        "CREATE INDEX idx_news_publish_times ON news (published_at)",
        "CREATE INDEX idx_news_unpublish_times ON news (unpublish_at)",
        "CREATE INDEX idx_news_unsaved ON news (id) WHERE preview_url = '' AND preview_token = ''",
        "CREATE INDEX idx_news_updated ON news (updated)",
        "CREATE INDEX idx_news_published ON news (language, status, published_at DESC, created DESC, unpublish_at, noindex)",
      ]);
      setIndexes(app, "projects", [
        "CREATE UNIQUE INDEX idx_projects_slug ON projects (language, slug)",
        "CREATE UNIQUE INDEX idx_projects_translation ON projects (translation_of, language) WHERE translation_of != ''",
        "CREATE INDEX idx_projects_translations ON projects (translation_of, language)",
        "CREATE INDEX idx_projects_publish_times ON projects (published_at)",
        "CREATE INDEX idx_projects_unpublish_times ON projects (unpublish_at)",
        "CREATE INDEX idx_projects_unsaved ON projects (id) WHERE preview_url = '' AND preview_token = ''",
        "CREATE INDEX idx_projects_updated ON projects (updated)",
        "CREATE INDEX idx_projects_portfolio ON projects (language, status, sort_order, published_at DESC, unpublish_at, noindex)",
        "CREATE INDEX idx_projects_featured ON projects (language, status, featured DESC, sort_order, published_at DESC, unpublish_at)",
      ]);
      deleteIfPresent(app, "preview_tokens");
      deleteIfPresent(app, "record_image_sizes");
    },
  );
}
