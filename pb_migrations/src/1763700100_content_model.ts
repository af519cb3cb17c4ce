// Projects, news, offices, services, contact submissions, redirects and the site's
// settings, as they were declared when this migration was released (./history); plus the
// one site record the app reads. Later migrations take them to what ./schema declares now.
import { collections } from "./history/1763700100_collections";
import { createCollection } from "./lib/define-collection";

migrate(
  (app) => {
    // No visitor accounts on this site: PocketBase's default users collection would let anyone sign up.
    const users = app.findCachedCollectionByNameOrId("users");
    if (users && app.countRecords("users") === 0) app.delete(users);

    for (const spec of collections) createCollection(app, spec);

    const site = new Record(app.findCollectionByNameOrId("site"));
    site.set("site_name", "Meridian Studio");
    site.set("tagline", "Brand, digital product and motion for people who care how things feel.");
    site.set("hero_words", "brands people remember\nproducts people enjoy\nmotion with meaning");
    site.set("analytics_enabled", false);
    site.set("form_secret", $security.randomString(64));
    app.save(site);
  },
  (app) => {
    for (const spec of [...collections].reverse()) {
      app.delete(app.findCollectionByNameOrId(spec.name));
    }
  },
);
