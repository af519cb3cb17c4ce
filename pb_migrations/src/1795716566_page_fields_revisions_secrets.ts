// page_fields_revisions_secrets, written by `npm run migration` on 2026-11-26 from the declarations' diff:
// - projects: change field published_at (help)
// - projects: add field cover_alt (text)
// - projects: add field share_image (file)
// - projects: add field noindex (bool)
// - projects: add field unpublish_at (date)
// - projects: add field after_unpublish (select)
// - projects: add field schedule (text)
// - projects: add field gallery_alt (text)
// - projects: rules (listRule, viewRule)
// - news: change field published_at (help)
// - news: add field cover_alt (text)
// - news: add field share_image (file)
// - news: add field noindex (bool)
// - news: add field unpublish_at (date)
// - news: add field after_unpublish (select)
// - news: add field schedule (text)
// - news: rules (listRule, viewRule)
// - site: REMOVE field form_secret and its values (a rename? rename it in the migration instead)
// - site: REMOVE field preview_secret and its values (a rename? rename it in the migration instead)
// - create collection site_secrets (4 fields)
// - create collection revisions (9 fields)
// A snapshot with literal values (decision 075): once released it never changes. Run twice, `up` changes nothing.
// By hand (issue 22): the site's two secrets move to site_secrets before their fields leave the site record; the
// demo agency's pictures get their alt text and its placeholder address goes (written straight into the rows: a
// backfill is no edit); an editor's own records are left for their editors, who are asked for alt text on the next
// save that publishes.

import { demoAltTexts } from "./demo/alt-text";
import { DEMO_IMAGES } from "./demo/images";

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
      createIfMissing(app, {
        name: "site_secrets",
        listRule: null,
        viewRule: null,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        indexes: [],
        fields: [
          {
            name: "form_secret",
            type: "text",
            help: "Signs the contact form's tokens; made at install. Changing it makes forms already open count as spam.",
            max: 200,
            required: true,
          },
          {
            name: "preview_secret",
            type: "text",
            help: "Signs the preview links of projects and articles; made at install. Change it to stop every preview link at once: a record gets a new link when it is next saved.",
            max: 200,
            required: true,
          },
          { name: "created", type: "autodate", onCreate: true },
          { name: "updated", type: "autodate", onCreate: true, onUpdate: true },
        ],
      });
      createIfMissing(app, {
        name: "revisions",
        listRule: null,
        viewRule: null,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        indexes: ["CREATE INDEX idx_revisions_record ON revisions (record_collection, record_id, created)"],
        fields: [
          { name: "label", type: "text", help: "What was saved: the record and when.", max: 300, presentable: true },
          {
            name: "record_collection",
            type: "select",
            maxSelect: 1,
            required: true,
            values: ["projects", "news", "services", "offices", "site"],
          },
          { name: "record_id", type: "text", max: 40, required: true },
          { name: "editor", type: "text", help: "Who saved the change this version was replaced by.", max: 300 },
          { name: "changed", type: "text", help: "The fields that save changed.", max: 2000 },
          { name: "data", type: "json", help: "The version itself, field by field.", maxSize: 2000000 },
          {
            name: "restore",
            type: "bool",
            help: "Tick and save to bring this version back (its pictures excepted: they stay as they are). The version it replaces is kept as a revision of its own.",
          },
          { name: "created", type: "autodate", onCreate: true },
          { name: "updated", type: "autodate", onCreate: true, onUpdate: true },
        ],
      });
      addField(
        app,
        "projects",
        {
          name: "cover_alt",
          type: "text",
          help: "What the cover shows, for people who cannot see it (and for link previews). Needed to publish.",
          max: 300,
        },
        "created",
      );
      addField(
        app,
        "projects",
        {
          name: "share_image",
          type: "file",
          help: "Shown when the page is shared on social media or in a chat (1200×630 works best). The cover when empty.",
          maxSelect: 1,
          maxSize: 10485760,
          mimeTypes: ["image/jpeg", "image/png", "image/webp"],
          protected: true,
          thumbs: ["360x0", "480x0", "720x0", "960x0", "1080x0", "1600x0", "1200x630"],
        },
        "created",
      );
      addField(
        app,
        "projects",
        {
          name: "noindex",
          type: "bool",
          help: "Keep this page out of search engines, the sitemap and the feed. It stays public to anyone with its link.",
        },
        "created",
      );
      addField(
        app,
        "projects",
        {
          name: "unpublish_at",
          type: "date",
          help: "When it leaves the site (UTC); empty: never. From then its address answers as set below, and it leaves lists, the sitemap, the feed and search.",
        },
        "created",
      );
      addField(
        app,
        "projects",
        {
          name: "after_unpublish",
          type: "select",
          help: "What its address answers once unpublished: gone (410: search engines drop it at once) or not-found (404). Gone when empty.",
          maxSelect: 1,
          values: ["gone", "not-found"],
        },
        "created",
      );
      addField(
        app,
        "projects",
        {
          name: "schedule",
          type: "text",
          help: "Written by the site on each save: when this goes live and leaves, in UTC and in each studio's own time. Check it before a scheduled page goes out; what you type here is replaced.",
          max: 1000,
        },
        "created",
      );
      addField(
        app,
        "projects",
        {
          name: "gallery_alt",
          type: "text",
          help: "One line per gallery picture, in their order: what each shows, for people who cannot see it. Needed to publish.",
          max: 5000,
        },
        "created",
      );
      addField(
        app,
        "news",
        {
          name: "cover_alt",
          type: "text",
          help: "What the cover shows, for people who cannot see it (and for link previews). Needed to publish.",
          max: 300,
        },
        "created",
      );
      addField(
        app,
        "news",
        {
          name: "share_image",
          type: "file",
          help: "Shown when the page is shared on social media or in a chat (1200×630 works best). The cover when empty.",
          maxSelect: 1,
          maxSize: 10485760,
          mimeTypes: ["image/jpeg", "image/png", "image/webp"],
          protected: true,
          thumbs: ["360x0", "480x0", "720x0", "960x0", "1080x0", "1600x0", "1200x630"],
        },
        "created",
      );
      addField(
        app,
        "news",
        {
          name: "noindex",
          type: "bool",
          help: "Keep this page out of search engines, the sitemap and the feed. It stays public to anyone with its link.",
        },
        "created",
      );
      addField(
        app,
        "news",
        {
          name: "unpublish_at",
          type: "date",
          help: "When it leaves the site (UTC); empty: never. From then its address answers as set below, and it leaves lists, the sitemap, the feed and search.",
        },
        "created",
      );
      addField(
        app,
        "news",
        {
          name: "after_unpublish",
          type: "select",
          help: "What its address answers once unpublished: gone (410: search engines drop it at once) or not-found (404). Gone when empty.",
          maxSelect: 1,
          values: ["gone", "not-found"],
        },
        "created",
      );
      addField(
        app,
        "news",
        {
          name: "schedule",
          type: "text",
          help: "Written by the site on each save: when this goes live and leaves, in UTC and in each studio's own time. Check it before a scheduled page goes out; what you type here is replaced.",
          max: 1000,
        },
        "created",
      );
      setField(app, "projects", {
        name: "published_at",
        type: "date",
        help: "When it goes public (UTC). Published with no time: now, filled in on save. A future time schedules it.",
      });
      setField(app, "news", {
        name: "published_at",
        type: "date",
        help: "When it goes public (UTC). Published with no time: now, filled in on save. A future time schedules it.",
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
      setRules(app, "news", {
        listRule:
          'status = "published" && published_at != "" && published_at <= @now && (unpublish_at = "" || unpublish_at > @now)',
        viewRule:
          '(status = "published" && published_at != "" && published_at <= @now && (unpublish_at = "" || unpublish_at > @now)) || (preview_token != "" && @request.query.preview = preview_token && preview_expires > @now) || (preview_token_previous != "" && @request.query.preview = preview_token_previous && preview_previous_expires > @now)',
        createRule: null,
        updateRule: null,
        deleteRule: null,
      });
      // The secrets, moved: the site record's values (made at install) into the secrets' one record.
      const secrets = app.findCollectionByNameOrId("site_secrets");
      if (app.countRecords("site_secrets") === 0) {
        const [site] = app.findRecordsByFilter("site", "", "", 1, 0);
        const record = new Record(secrets);
        for (const name of ["form_secret", "preview_secret"]) {
          const value = site?.collection().fields.getByName(name) ? site.getString(name) : "";
          record.set(name, value || $security.randomString(64));
        }
        app.save(record);
      }
      removeField(app, "site", "form_secret");
      removeField(app, "site", "preview_secret");
      // The demo agency: alt text for its pictures, and no address of a site that does not exist (links then use
      // the address the server was started on).
      const alts = demoAltTexts(DEMO_IMAGES);
      for (const collection of ["projects", "news"]) {
        for (const record of app.findAllRecords(collection) as core.Record[]) {
          const alt = alts.get(`${collection}:${record.getString("title")}`);
          if (!alt || record.getString("cover_alt") !== "") continue;
          app
            .db()
            .newQuery(
              collection === "projects"
                ? "UPDATE {{projects}} SET [[cover_alt]] = {:cover}, [[gallery_alt]] = {:gallery} WHERE [[id]] = {:id}"
                : "UPDATE {{news}} SET [[cover_alt]] = {:cover} WHERE [[id]] = {:id}",
            )
            .bind({ cover: alt.cover, gallery: alt.gallery ?? "", id: record.id })
            .execute();
        }
      }
      app.db().newQuery("UPDATE {{site}} SET [[site_url]] = '' WHERE [[site_url]] = 'https://meridian.example'").execute();
    },
    (app) => {
      addField(
        app,
        "site",
        {
          name: "preview_secret",
          type: "text",
          help: "Signs the preview links of projects and articles; made at install. Change it to stop every preview link at once: a record gets a new link when it is next saved.",
          hidden: true,
          max: 200,
        },
        "icon_fallback",
      );
      addField(
        app,
        "site",
        {
          name: "form_secret",
          type: "text",
          help: "Signs the contact form's tokens; made at install. Changing it makes forms already open count as spam.",
          hidden: true,
          max: 200,
        },
        "icon_fallback",
      );
      const [kept] = app.findRecordsByFilter("site_secrets", "", "", 1, 0);
      const [site] = app.findRecordsByFilter("site", "", "", 1, 0);
      if (kept && site) {
        site.set("form_secret", kept.getString("form_secret"));
        site.set("preview_secret", kept.getString("preview_secret"));
        app.save(site);
      }
      setRules(app, "news", {
        listRule: 'status = "published" && published_at != "" && published_at <= @now',
        viewRule:
          '(status = "published" && published_at != "" && published_at <= @now) || (preview_token != "" && @request.query.preview = preview_token && preview_expires > @now) || (preview_token_previous != "" && @request.query.preview = preview_token_previous && preview_previous_expires > @now)',
        createRule: null,
        updateRule: null,
        deleteRule: null,
      });
      setRules(app, "projects", {
        listRule: 'status = "published" && published_at != "" && published_at <= @now',
        viewRule:
          '(status = "published" && published_at != "" && published_at <= @now) || (preview_token != "" && @request.query.preview = preview_token && preview_expires > @now) || (preview_token_previous != "" && @request.query.preview = preview_token_previous && preview_previous_expires > @now)',
        createRule: null,
        updateRule: null,
        deleteRule: null,
      });
      setField(app, "news", {
        name: "published_at",
        type: "date",
        help: "Leave empty to keep it hidden; a future time schedules it.",
      });
      setField(app, "projects", {
        name: "published_at",
        type: "date",
        help: "Leave empty to keep it hidden; a future time schedules it.",
      });
      removeField(app, "news", "after_unpublish");
      removeField(app, "news", "unpublish_at");
      removeField(app, "news", "noindex");
      removeField(app, "news", "share_image");
      removeField(app, "news", "cover_alt");
      removeField(app, "projects", "gallery_alt");
      removeField(app, "projects", "after_unpublish");
      removeField(app, "projects", "unpublish_at");
      removeField(app, "projects", "noindex");
      removeField(app, "projects", "share_image");
      removeField(app, "projects", "cover_alt");
      deleteIfPresent(app, "revisions");
      deleteIfPresent(app, "site_secrets");
    },
  );
}
