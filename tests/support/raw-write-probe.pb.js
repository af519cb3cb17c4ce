// Test-only hook (tests/redirect-loops.test.ts loads it beside a copy of the built hooks, never from pb_hooks/):
// writes a row straight into the database, past every hook, as a restore or a hand edit might.

// {"sql": "INSERT …", "params": {…}} → 204
routerAdd(
  "POST",
  "/test/raw-write",
  (e) => {
    const body = e.requestInfo().body;
    $app
      .db()
      .newQuery(String(body.sql))
      .bind(body.params ?? {})
      .execute();
    return e.noContent(204);
  },
  $apis.requireSuperuserAuth(),
);
