// menus_lead_to_pages, written by `npm run migration` on 2026-11-28 from the declarations' diff:
// - menu_links: change field page (help)
// - menu_links: add field editor_page (relation)
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

  // The admin's list of links left out of the menus (1795910100), now with links to editors' pages (issue 33).
  const NOW = "strftime('%Y-%m-%d %H:%M:%fZ', 'now')";

  /** Why a link to a record of this alias's collection is left out, or NULL while visitors can open it. */
  const recordProblem = (alias: string, noun: string) =>
    [
      "(CASE",
      `WHEN ${alias}.id IS NULL THEN 'The ${noun} it leads to was deleted.'`,
      `WHEN ${alias}.status != 'published' THEN 'The ${noun} “' || ${alias}.title || '” is a draft.'`,
      `WHEN ${alias}.published_at = '' OR ${alias}.published_at > ${NOW} THEN 'The ${noun} “' || ${alias}.title || '” is scheduled: it is published at ' || ${alias}.published_at || ' (UTC).'`,
      `WHEN ${alias}.unpublish_at != '' AND ${alias}.unpublish_at <= ${NOW} THEN 'The ${noun} “' || ${alias}.title || '” was taken down at ' || ${alias}.unpublish_at || ' (UTC).'`,
      "END)",
    ].join(" ");

  const PROBLEMS_QUERY = [
    "SELECT l.id AS id, l.label AS label, l.menu AS menu, l.language AS language,",
    // In brackets: PocketBase reads each column's name after the expression.
    "(CASE",
    `WHEN l.article != '' THEN ${recordProblem("n", "article")}`,
    `WHEN l.project != '' THEN ${recordProblem("p", "project")}`,
    `WHEN l.editor_page != '' THEN ${recordProblem("g", "page")}`,
    "WHEN l.page = '' AND l.url = '' THEN 'It leads nowhere: the article, project or page it led to was deleted. Choose where it leads, or delete the link.'",
    "END) AS problem",
    "FROM menu_links l LEFT JOIN news n ON n.id = l.article LEFT JOIN projects p ON p.id = l.project",
    "LEFT JOIN pages g ON g.id = l.editor_page",
    "WHERE problem IS NOT NULL",
  ].join("\n");

  migrate(
    (app) => {
      addField(
        app,
        "menu_links",
        {
          name: "editor_page",
          type: "relation",
          collection: "pages",
          help: "A page editors made (Pages, in the link's language). Left out of the menu while it is not public.",
          maxSelect: 1,
        },
        "url",
      );
      setField(app, "menu_links", {
        name: "page",
        type: "select",
        help: "A page of the site. Choose one of: a page, an article, a project, an editor's page or an outside address.",
        maxSelect: 1,
        values: ["/", "/work", "/news", "/office", "/contact"],
      });
      const view = app.findCollectionByNameOrId("menu_link_problems");
      view.viewQuery = PROBLEMS_QUERY;
      app.save(view);
    },
    (app) => {
      // The list as 1795910100 made it, before the field it reads goes.
      const view = app.findCollectionByNameOrId("menu_link_problems");
      view.viewQuery = PROBLEMS_QUERY.replace(/\nWHEN l\.editor_page != ''[^\n]*/, "").replace(
        "\nLEFT JOIN pages g ON g.id = l.editor_page",
        "",
      );
      app.save(view);
      setField(app, "menu_links", {
        name: "page",
        type: "select",
        help: "A page of the site. Choose one of: a page, an article, a project or an outside address.",
        maxSelect: 1,
        values: ["/", "/work", "/news", "/office", "/contact"],
      });
      removeField(app, "menu_links", "editor_page");
    },
  );
}
