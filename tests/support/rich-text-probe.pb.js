// Test-only hook (tests/rich-text.test.ts loads it beside a copy of the built hooks, never from pb_hooks/):
// runs the hooks' rich-text sanitiser inside PocketBase's own JS engine.

// The sanitiser on HTML sent in the request: {"html": "..."} → the clean HTML.
routerAdd("POST", "/test/sanitize-rich-text", (e) => {
  const { sanitizeRichText } = require(`${__hooks}/lib/pages/sanitize-rich-text.js`);
  return e.string(200, sanitizeRichText(String(e.requestInfo().body.html)));
});

// The sanitiser on a stored record's body, read from the database as a page renderer would.
routerAdd(
  "GET",
  "/test/sanitize-rich-text/{collection}/{id}",
  (e) => {
    const { sanitizeRichText } = require(`${__hooks}/lib/pages/sanitize-rich-text.js`);
    const record = $app.findRecordById(e.request.pathValue("collection"), e.request.pathValue("id"));
    return e.string(200, sanitizeRichText(record.getString("body")));
  },
  $apis.requireSuperuserAuth(),
);
