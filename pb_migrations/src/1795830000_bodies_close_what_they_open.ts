// Bodies saved before a save took out the start tag of an element never closed (issue 32: an unclosed <svg>, <math>
// or <script> made the app's sanitiser drop everything after it): each stored body gets what a save now stores
// (shared/content/rich-text-sanitizer.ts repairRichText). Every editor field of every collection, read in SQL only
// where a dropped element's name appears, written back only where it changed, past the hooks (nothing else about the
// record changed). Run again, it changes nothing.

import { RICH_TEXT_DROPPED_WITH_CONTENT } from "../../shared/content/rich-text-policy";
import { repairRichText } from "../../shared/content/rich-text-sanitizer";

migrate(
  (app) => {
    for (const collection of app.findAllCollections("base")) {
      if (!collection) continue;
      for (const column of collection.fields.fieldNames()) {
        if (collection.fields.getByName(column)?.type() !== "editor") continue;
        const named = RICH_TEXT_DROPPED_WITH_CONTENT.map((name) => `instr(lower([[${column}]]), '<${name}') > 0`).join(" OR ");
        const rows = arrayOf(new DynamicModel({ id: "", body: "" }));
        app.db().newQuery(`SELECT [[id]] AS id, [[${column}]] AS body FROM {{${collection.name}}} WHERE ${named}`).all(rows);
        for (const row of rows) {
          const body = String(row.body);
          const repaired = repairRichText(body);
          if (repaired === body) continue;
          app
            .db()
            .newQuery(`UPDATE {{${collection.name}}} SET [[${column}]] = {:body} WHERE [[id]] = {:id}`)
            .bind({ body: repaired, id: String(row.id) })
            .execute();
        }
      }
    }
  },
  () => {
    // Nothing to undo: the tags taken out showed nothing.
  },
);
