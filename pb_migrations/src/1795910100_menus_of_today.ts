// The menus as records (issue 33; decision 076): every site's header and footer keep today's links, written as
// records in each language the site has, with that language's words for them (shared/languages/words); the demo's
// English and Portuguese among them. Written only where a language has no link yet: run twice, it changes nothing.
// And the admin's list of links left out of the menus (`menu_link_problems`, a view, superusers only): a link to an
// article or a project that visitors cannot open now (a draft, scheduled, taken down) or whose record was deleted,
// each with the reason, so editors see them without a derived field on the link's form. Its SQL holds the visitors'
// rule (shared/content/publishing.ts PUBLISHED_RULE) over each target's publishing fields; tests/menus.test.ts holds
// the two to the same answer.

import { wordsFor } from "../../shared/languages/words";

{
  /** Today's links (shared/pages/navigation.ts before issue 33), by path and the key of their words. */
  const TODAY = [
    ["/work", "work"],
    ["/news", "news"],
    ["/office", "office"],
    ["/contact", "contact"],
  ] as const;

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
    "WHEN l.page = '' AND l.url = '' THEN 'It leads nowhere: the article or project it led to was deleted. Choose where it leads, or delete the link.'",
    "END) AS problem",
    "FROM menu_links l LEFT JOIN news n ON n.id = l.article LEFT JOIN projects p ON p.id = l.project",
    "WHERE problem IS NOT NULL",
  ].join("\n");

  migrate(
    (app) => {
      const collection = app.findCollectionByNameOrId("menu_links");
      const codes = app
        .findRecordsByFilter("languages", "id != ''", "sort_order,code", 0, 0)
        .filter((language): language is core.Record => Boolean(language))
        .map((language) => language.getString("code"));
      for (const code of codes.length > 0 ? codes : ["en"]) {
        if (app.findRecordsByFilter("menu_links", "language = {:code}", "", 1, 0, { code }).length > 0) continue;
        const words = wordsFor(code);
        for (const menu of ["header", "footer"])
          for (const [n, [page, word]] of TODAY.entries()) {
            const record = new Record(collection);
            record.load({ label: words.nav[word], menu, heading: "", page, sort_order: (n + 1) * 10, language: code });
            app.save(record);
          }
      }

      try {
        app.findCollectionByNameOrId("menu_link_problems");
      } catch {
        const view = new Collection({
          type: "view",
          name: "menu_link_problems",
          viewQuery: PROBLEMS_QUERY,
          listRule: null,
          viewRule: null,
        } as unknown as Partial<Collection>);
        app.save(view);
      }
    },
    (app) => {
      try {
        app.delete(app.findCollectionByNameOrId("menu_link_problems"));
      } catch {
        // Not there: nothing to undo.
      }
    },
  );
}
