// Icons editors choose (docs/site.md, "Icons, for editors"): a service's `icon`, an Iconify name such as ph:compass,
// and the site's `icon_fallback`, off, which lets the server fetch icons the installed sets lack from the public
// Iconify API. A snapshot of the change, so it does the same on every data dir for ever; run twice, it does nothing.

const ICON_HELP =
  "An icon shown with the service, by its Iconify name, e.g. ph:compass (the Phosphor set comes with the site). Leave empty for none.";
const ICON_PATTERN = "^([a-z0-9]+(?:-[a-z0-9]+)*:[a-z0-9]+(?:-[a-z0-9]+)*)?$";
const ICON_FALLBACK_HELP =
  "Off by default. On: icons that are not among the sets installed with the site are fetched by the server from the public Iconify API (api.iconify.design). Visitors' browsers never ask it.";

/** Adds a field before the timestamps, where the declaration has it. */
function addField(collection: core.Collection, field: core.Field): void {
  if (collection.fields.getByName(field.getName())) return;
  const names = collection.fields.fieldNames();
  const created = names.indexOf("created");
  collection.fields.addAt(created < 0 ? names.length : created, field);
}

migrate(
  (app) => {
    const services = app.findCollectionByNameOrId("services");
    addField(services, new TextField({ name: "icon", max: 100, pattern: ICON_PATTERN, help: ICON_HELP }));
    app.save(services);
    const site = app.findCollectionByNameOrId("site");
    addField(site, new BoolField({ name: "icon_fallback", help: ICON_FALLBACK_HELP }));
    app.save(site);
  },
  (app) => {
    const services = app.findCollectionByNameOrId("services");
    services.fields.removeByName("icon");
    app.save(services);
    const site = app.findCollectionByNameOrId("site");
    site.fields.removeByName("icon_fallback");
    app.save(site);
  },
);
