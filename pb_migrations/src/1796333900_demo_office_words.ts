// The demo's offices in Portuguese (Lisboa, Tóquio): their words in the demo's second language, so `/pt/` names them
// as its readers do. Loaded when SEED_DEMO is true, the demo's offices and the language pt are there, and an office
// has no words in pt yet; an editor's words are never replaced, and nothing else is touched.

import { OFFICES_PT, PORTUGUESE } from "./demo/portuguese";

migrate((app) => {
  if ($os.getenv("SEED_DEMO") !== "true") return;
  if (app.findRecordsByFilter("languages", "code = {:code}", "", 1, 0, { code: PORTUGUESE.code }).length === 0) return;
  const collection = app.findCollectionByNameOrId("office_translations");
  let added = 0;
  for (const [email, words] of Object.entries(OFFICES_PT)) {
    const [office] = app.findRecordsByFilter("offices", "email = {:email}", "", 1, 0, { email });
    if (!office) continue;
    const filter = "office = {:office} && language = {:code}";
    if (app.findRecordsByFilter(collection, filter, "", 1, 0, { office: office.id, code: PORTUGUESE.code }).length > 0) continue;
    const record = new Record(collection);
    record.load({ office: office.id, language: PORTUGUESE.code, ...words });
    app.save(record);
    added++;
  }
  if (added > 0) console.log(`Demo content in Portuguese: the words of ${added} offices.`);
});
