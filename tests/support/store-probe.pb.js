// Test-only hook (tests/list-read-lanes.test.ts loads it beside a copy of the built hooks, never from pb_hooks/): reads
// and writes the app's store, where the one middleware keeps what every VM shares (list read slots, quick shapes).

// GET /test/store?prefix=… → {key: value} of every string kept under keys with that prefix
routerAdd(
  "GET",
  "/test/store",
  (e) => {
    const prefix = String(e.request.url.query().get("prefix"));
    const all = $app.store().getAll();
    const found = {};
    for (const key of Object.keys(all)) if (key.startsWith(prefix)) found[key] = String(all[key]);
    return e.json(200, found);
  },
  $apis.requireSuperuserAuth(),
);

// POST {"key": …, "value": …} → 204 (a value of null removes the key)
routerAdd(
  "POST",
  "/test/store",
  (e) => {
    const body = e.requestInfo().body;
    if (body.value === null) $app.store().remove(String(body.key));
    else $app.store().set(String(body.key), String(body.value));
    return e.noContent(204);
  },
  $apis.requireSuperuserAuth(),
);
