// Test-only hook (tests/lean-lists.test.ts loads it beside a copy of the built hooks, never from pb_hooks/):
// SQLite's plan for a query, asked of the SQLite inside PocketBase itself, the engine that runs the site's
// queries (its planner, not whichever sqlite3 a machine happens to have).

// {"sql": "SELECT …", "params": {"now": "…"}} → [{"detail": "SEARCH news USING INDEX …"}, …]
routerAdd(
  "POST",
  "/test/query-plan",
  (e) => {
    const body = e.requestInfo().body;
    const rows = arrayOf(new DynamicModel({ id: 0, parent: 0, notused: 0, detail: "" }));
    try {
      $app
        .db()
        .newQuery(`EXPLAIN QUERY PLAN ${String(body.sql)}`)
        .bind(body.params ?? {})
        .all(rows);
    } catch (error) {
      // What SQLite said, for the test's message.
      return e.json(422, { message: String(error) });
    }
    return e.json(
      200,
      rows.map((row) => ({ detail: row.detail })),
    );
  },
  $apis.requireSuperuserAuth(),
);
