// Test-only hook (tests/folded-migrations.test.ts loads it beside a copy of the built hooks, never from pb_hooks/):
// the migrations PocketBase's own table lists as applied, by name.

routerAdd(
  "GET",
  "/test/applied-migrations",
  (e) => {
    const rows = arrayOf(new DynamicModel({ file: "" }));
    $app.db().newQuery("SELECT file FROM _migrations ORDER BY file").all(rows);
    return e.json(
      200,
      rows.map((row) => row.file),
    );
  },
  $apis.requireSuperuserAuth(),
);
