// Files as hidden as their record (docs/decisions/archive/030-files-as-public-as-their-record.md): the images of projects
// and articles become PocketBase "protected" files, served only to whoever may view the record by its view rule
// (visitors: published and due; the superuser, with the file token the admin fetches by itself). A snapshot of the
// change, idempotent: on a data dir that has it already, it writes the same values again.

const HELP = "Visitors see it once the record is published; until then only editors can open it.";
const FIELDS: Record<string, string[]> = { projects: ["cover", "gallery"], news: ["cover"] };

migrate(
  (app) => {
    for (const [name, fields] of Object.entries(FIELDS)) {
      const collection = app.findCollectionByNameOrId(name);
      for (const field of fields) {
        const file = collection.fields.getByName(field) as core.FileField;
        file.protected = true;
        file.help = HELP;
      }
      app.save(collection);
    }
  },
  (app) => {
    for (const [name, fields] of Object.entries(FIELDS)) {
      const collection = app.findCollectionByNameOrId(name);
      for (const field of fields) {
        const file = collection.fields.getByName(field) as core.FileField;
        file.protected = false;
        file.help = "";
      }
      app.save(collection);
    }
  },
);
