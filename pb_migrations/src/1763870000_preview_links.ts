// Draft preview links (docs/decisions/archive/038-draft-preview-links.md): every project and article gets a `preview_url`,
// hidden from everyone but the superuser, that the site writes on each save; the site record gets the secret the
// links are signed with, made here once, hidden likewise. A record keeps an empty link until it is next saved.
// Written as a snapshot of the change, so it does the same thing on every data dir for ever; run twice, it does nothing.

const PREVIEW_URL_HELP =
  "Made by the site on every save: open it to see this page as it will look, drafts included. It works for 7 days from the last save, for anyone who has it; visitors never see it.";
const PREVIEW_TOKEN_HELP = "Made by the site with the preview url; it lets that link's page show this record's images.";
const PUBLISHED_FILTER = 'status = "published" && published_at != "" && published_at <= @now';
// A preview link's page asks for the draft's images with its token (protected files are judged by this rule).
const VIEW_RULE = `(${PUBLISHED_FILTER}) || (preview_token != "" && @request.query.preview = preview_token && preview_expires > @now)`;
const PREVIEW_SECRET_HELP =
  "Signs the preview links of projects and articles; made at install. Change it to stop every preview link at once: a record gets a new link when it is next saved.";

/** Adds a hidden field before the timestamps, where the declaration has it. */
function addHidden(collection: core.Collection, field: core.Field): void {
  if (collection.fields.getByName(field.getName())) return;
  const names = collection.fields.fieldNames();
  const created = names.indexOf("created");
  collection.fields.addAt(created < 0 ? names.length : created, field);
}

const hiddenText = (name: string, max: number, help: string) => new TextField({ name, max, hidden: true, help });

migrate(
  (app) => {
    for (const name of ["projects", "news"]) {
      const collection = app.findCollectionByNameOrId(name);
      addHidden(collection, hiddenText("preview_url", 2000, PREVIEW_URL_HELP));
      addHidden(collection, hiddenText("preview_token", 100, PREVIEW_TOKEN_HELP));
      addHidden(collection, new DateField({ name: "preview_expires", hidden: true, help: PREVIEW_TOKEN_HELP }));
      collection.viewRule = VIEW_RULE;
      app.save(collection);
    }
    const site = app.findCollectionByNameOrId("site");
    addHidden(site, hiddenText("preview_secret", 200, PREVIEW_SECRET_HELP));
    app.save(site);
    // The one site record's secret, straight into the row: no editor's change, so `updated` and the hooks stay out.
    for (const record of app.findAllRecords("site") as core.Record[]) {
      if (record.getString("preview_secret") !== "") continue;
      app
        .db()
        .newQuery("UPDATE {{site}} SET [[preview_secret]] = {:secret} WHERE [[id]] = {:id}")
        .bind({ secret: $security.randomString(64), id: record.id })
        .execute();
    }
  },
  (app) => {
    for (const name of ["projects", "news"]) {
      const collection = app.findCollectionByNameOrId(name);
      for (const field of ["preview_url", "preview_token", "preview_expires"]) collection.fields.removeByName(field);
      collection.viewRule = PUBLISHED_FILTER;
      app.save(collection);
    }
    const site = app.findCollectionByNameOrId("site");
    site.fields.removeByName("preview_secret");
    app.save(site);
  },
);
