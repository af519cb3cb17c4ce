// pages_and_sections, written by `npm run migration` on 2026-11-28 from the declarations' diff:
// - revisions: change field record_collection (values)
// - preview_links: change field record_collection (values)
// - create collection sections (27 fields)
// - create collection pages (24 fields)
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
        name: "sections",
        listRule: null,
        viewRule: "",
        createRule: null,
        updateRule: null,
        deleteRule: null,
        indexes: [],
        fields: [
          {
            name: "kind",
            type: "select",
            help: "What this section is: each kind reads only the fields whose help names it. A hero can only come first.",
            maxSelect: 1,
            presentable: true,
            required: true,
            values: [
              "hero",
              "text",
              "picture",
              "gallery",
              "quote",
              "call",
              "figures",
              "questions",
              "projects",
              "articles",
              "services",
              "offices",
              "contact",
              "video",
            ],
          },
          {
            name: "heading",
            type: "text",
            help: "The section's heading; a hero's is the page's top heading. (Used by: hero, text, gallery, call to action, figures section, questions and answers section, list of projects, list of articles, services, offices, contact form, video.)",
            max: 160,
            presentable: true,
          },
          {
            name: "lead",
            type: "text",
            help: "A sentence or two under the heading. (Used by: hero, call to action, contact form.)",
            max: 400,
          },
          {
            name: "phrases",
            type: "text",
            help: "Words typed one after another after the heading, one per line. Empty: none. (Used by: hero.)",
            max: 500,
          },
          { name: "body", type: "editor", help: "The text. Its headings start at Heading 2. (Used by: text.)" },
          {
            name: "image",
            type: "file",
            help: "The picture. (Used by: hero, picture.)",
            maxSelect: 1,
            maxSize: 10485760,
            mimeTypes: ["image/jpeg", "image/png", "image/webp"],
            thumbs: ["360x0", "480x0", "720x0", "960x0", "1080x0", "1600x0", "1200x630"],
          },
          {
            name: "image_alt",
            type: "text",
            help: "What the picture shows, for people who cannot see it. Needed to publish the page. (Used by: hero, picture.)",
            max: 300,
          },
          { name: "caption", type: "text", help: "Shown under the picture or video. (Used by: picture, video.)", max: 300 },
          {
            name: "width",
            type: "select",
            help: "text: as wide as the text; wide: the page's width; full: the whole screen. Wide when empty. (Used by: picture.)",
            maxSelect: 1,
            values: ["text", "wide", "full"],
          },
          {
            name: "gallery",
            type: "file",
            help: "Up to 12 pictures, in order. (Used by: gallery.)",
            maxSelect: 12,
            maxSize: 10485760,
            mimeTypes: ["image/jpeg", "image/png", "image/webp"],
            thumbs: ["360x0", "480x0", "720x0", "960x0", "1080x0", "1600x0", "1200x630"],
          },
          {
            name: "gallery_alt",
            type: "text",
            help: "One line per picture, in their order: what each shows. Needed to publish the page. (Used by: gallery.)",
            max: 5000,
          },
          { name: "words", type: "text", help: "What was said, without quotation marks. (Used by: quote.)", max: 600 },
          { name: "person", type: "text", help: "Who said it. (Used by: quote.)", max: 100 },
          { name: "role", type: "text", help: "Their role and company. (Used by: quote.)", max: 100 },
          {
            name: "link_label",
            type: "text",
            help: "The link's words, e.g. See our work. (Used by: hero, call to action.)",
            max: 60,
          },
          {
            name: "link_url",
            type: "text",
            help: "Where it goes: a page of the site (/work, /about) or a whole address (https://…). (Used by: hero, call to action.)",
            max: 500,
          },
          { name: "link2_label", type: "text", help: "A second link's words. (Used by: hero.)", max: 60 },
          { name: "link2_url", type: "text", help: "Where the second link goes. (Used by: hero.)", max: 500 },
          {
            name: "figures",
            type: "text",
            help: "Up to six, one per line: the number, a bar, its label. E.g. 120 | projects delivered (Used by: figures section.)",
            max: 1000,
          },
          {
            name: "questions",
            type: "text",
            help: "Each question on a line of its own, its answer on the lines below, and a blank line before the next question. (Used by: questions and answers section.)",
            max: 20000,
          },
          {
            name: "service",
            type: "relation",
            collection: "services",
            help: "Only this service's projects. Empty: all of them. (Used by: list of projects.)",
            maxSelect: 1,
          },
          {
            name: "tag",
            type: "text",
            help: "Only those with this tag. Empty: the latest. (Used by: list of articles.)",
            max: 60,
          },
          {
            name: "count",
            type: "number",
            help: "How many to show, 1 to 12; 3 when empty. (Used by: list of projects, list of articles.)",
            max: 12,
            min: 1,
            onlyInt: true,
          },
          {
            name: "video_url",
            type: "url",
            help: "A video page (Vimeo, YouTube…). Nothing loads from it until a visitor asks. (Used by: video.)",
          },
          {
            name: "image_sizes",
            type: "json",
            help: "Filled in when an image is saved: each image's width and height, so pages never ask for a thumbnail wider than the original.",
          },
          { name: "created", type: "autodate", onCreate: true },
          { name: "updated", type: "autodate", onCreate: true, onUpdate: true },
        ],
      });
      createIfMissing(app, {
        name: "pages",
        listRule:
          'status = "published" && published_at != "" && published_at <= @now && (unpublish_at = "" || unpublish_at > @now)',
        viewRule:
          '(status = "published" && published_at != "" && published_at <= @now && (unpublish_at = "" || unpublish_at > @now)) || (preview_token != "" && @request.query.preview = preview_token && preview_expires > @now) || (preview_token_previous != "" && @request.query.preview = preview_token_previous && preview_previous_expires > @now)',
        createRule: null,
        updateRule: null,
        deleteRule: null,
        indexes: [
          "CREATE UNIQUE INDEX idx_pages_slug ON pages (language, slug)",
          "CREATE UNIQUE INDEX idx_pages_translation ON pages (translation_of, language) WHERE translation_of != ''",
          "CREATE INDEX idx_pages_public ON pages (language, status, published_at)",
        ],
        fields: [
          { name: "title", type: "text", max: 160, presentable: true, required: true },
          {
            name: "slug",
            type: "text",
            help: "The page's address after the site's: about, or services/brand-strategy (one to three parts). Made from the title when empty. A changed address leaves a redirect from the old one.",
            max: 100,
          },
          {
            name: "excerpt",
            type: "text",
            help: "A sentence or two for search results, link previews and the site search.",
            max: 300,
          },
          {
            name: "sections",
            type: "relation",
            collection: "sections",
            help: "The page's sections, top to bottom, up to 40: add one with “New record”, open one to edit it, drag to reorder, × to take it off the page.",
            maxSelect: 40,
          },
          {
            name: "status",
            type: "select",
            help: "Only published records whose publish time has passed are public.",
            maxSelect: 1,
            required: true,
            values: ["draft", "published"],
          },
          {
            name: "published_at",
            type: "date",
            help: "When it goes public (UTC). Published with no time: now, filled in on save. A future time schedules it.",
          },
          { name: "seo_title", type: "text", help: "Shown in search results and link previews; the title when empty.", max: 70 },
          { name: "seo_description", type: "text", help: "One or two sentences for search results and link previews.", max: 160 },
          {
            name: "preview_url",
            type: "text",
            help: "Made by the site on every save: open it to see this page as it will look, drafts included. It works for 7 days from the last save, for anyone who has it; visitors never see it.",
            hidden: true,
            max: 2000,
          },
          {
            name: "preview_token",
            type: "text",
            help: "Made by the site with the preview url; it lets that link's page show this record's images.",
            hidden: true,
            max: 100,
          },
          {
            name: "preview_expires",
            type: "date",
            help: "Made by the site with the preview url; it lets that link's page show this record's images.",
            hidden: true,
          },
          {
            name: "preview_token_previous",
            type: "text",
            help: "Made by the site: the preview link before the newest, which keeps working until its own 7 days are over.",
            hidden: true,
            max: 100,
          },
          {
            name: "preview_previous_expires",
            type: "date",
            help: "Made by the site: the preview link before the newest, which keeps working until its own 7 days are over.",
            hidden: true,
          },
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
          {
            name: "noindex",
            type: "bool",
            help: "Keep this page out of search engines, the sitemap and the feed. It stays public to anyone with its link.",
          },
          {
            name: "unpublish_at",
            type: "date",
            help: "When it leaves the site (UTC); empty: never. From then its address answers as set below, and it leaves lists, the sitemap, the feed and search.",
          },
          {
            name: "after_unpublish",
            type: "select",
            help: "What its address answers once unpublished: gone (410: search engines drop it at once) or not-found (404). Gone when empty.",
            maxSelect: 1,
            values: ["gone", "not-found"],
          },
          {
            name: "schedule",
            type: "text",
            help: "Written by the site on each save: when this goes live and leaves, in UTC and in each studio's own time. Check it before a scheduled page goes out; what you type here is replaced.",
            max: 1000,
          },
          {
            name: "image_sizes",
            type: "json",
            help: "Filled in when an image is saved: each image's width and height, so pages never ask for a thumbnail wider than the original.",
          },
          {
            name: "language",
            type: "text",
            help: "The code of the language this record is written in (en, pt). A record in another language than the default is a translation: set “translation of” too.",
            max: 12,
            pattern: "^[a-z]{2,3}(-[a-z0-9]{2,8})?$",
            required: true,
          },
          {
            name: "translation_of",
            type: "relation",
            collection: "pages",
            help: "For a translation: the default language's record it translates. Empty on a record in the default language. Each record has at most one translation per language.",
            maxSelect: 1,
          },
          {
            name: "translations",
            type: "text",
            help: "Written by the site on each save: this record's translations by language, with their status, and the languages it has none in yet (or, on a translation, what it translates).",
            hidden: true,
            max: 2000,
          },
          { name: "created", type: "autodate", onCreate: true },
          { name: "updated", type: "autodate", onCreate: true, onUpdate: true },
        ],
      });
      setField(app, "revisions", {
        name: "record_collection",
        type: "select",
        maxSelect: 1,
        required: true,
        values: ["site", "offices", "services", "projects", "news", "site_translations", "pages", "sections"],
      });
      setField(app, "preview_links", {
        name: "record_collection",
        type: "select",
        maxSelect: 1,
        required: true,
        values: ["projects", "news", "pages"],
      });
    },
    (app) => {
      setField(app, "preview_links", {
        name: "record_collection",
        type: "select",
        maxSelect: 1,
        required: true,
        values: ["projects", "news"],
      });
      setField(app, "revisions", {
        name: "record_collection",
        type: "select",
        maxSelect: 1,
        required: true,
        values: ["site", "offices", "services", "projects", "news", "site_translations"],
      });
      deleteIfPresent(app, "pages");
      deleteIfPresent(app, "sections");
    },
  );
}
