// preview_token_previous, written by `npm run migration` on 2026-11-26 from the declarations' diff:
// - projects: add field preview_token_previous (text)
// - projects: add field preview_previous_expires (date)
// - projects: rules (viewRule)
// - news: add field preview_token_previous (text)
// - news: add field preview_previous_expires (date)
// - news: rules (viewRule)
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

  migrate(
    (app) => {
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
        "created",
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
        "created",
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
        "created",
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
        "created",
      );
      setRules(app, "projects", {
        listRule: 'status = "published" && published_at != "" && published_at <= @now',
        viewRule:
          '(status = "published" && published_at != "" && published_at <= @now) || (preview_token != "" && @request.query.preview = preview_token && preview_expires > @now) || (preview_token_previous != "" && @request.query.preview = preview_token_previous && preview_previous_expires > @now)',
        createRule: null,
        updateRule: null,
        deleteRule: null,
      });
      setRules(app, "news", {
        listRule: 'status = "published" && published_at != "" && published_at <= @now',
        viewRule:
          '(status = "published" && published_at != "" && published_at <= @now) || (preview_token != "" && @request.query.preview = preview_token && preview_expires > @now) || (preview_token_previous != "" && @request.query.preview = preview_token_previous && preview_previous_expires > @now)',
        createRule: null,
        updateRule: null,
        deleteRule: null,
      });
    },
    (app) => {
      setRules(app, "news", {
        listRule: 'status = "published" && published_at != "" && published_at <= @now',
        viewRule:
          '(status = "published" && published_at != "" && published_at <= @now) || (preview_token != "" && @request.query.preview = preview_token && preview_expires > @now)',
        createRule: null,
        updateRule: null,
        deleteRule: null,
      });
      setRules(app, "projects", {
        listRule: 'status = "published" && published_at != "" && published_at <= @now',
        viewRule:
          '(status = "published" && published_at != "" && published_at <= @now) || (preview_token != "" && @request.query.preview = preview_token && preview_expires > @now)',
        createRule: null,
        updateRule: null,
        deleteRule: null,
      });
      removeField(app, "news", "preview_previous_expires");
      removeField(app, "news", "preview_token_previous");
      removeField(app, "projects", "preview_previous_expires");
      removeField(app, "projects", "preview_token_previous");
    },
  );
}
