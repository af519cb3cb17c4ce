// Gzips the API's JSON and the pages for clients that accept it, once per response, as both
// change with content. Built files never come through here: they are sent as their
// build-time twins (static.pb.ts).

routerUse((e) => {
  const encodings = require(`${__hooks}/lib/encodings.js`) as typeof import("./lib/encodings");
  if (!encodings.gzipsOnTheFly(e.request?.url?.path ?? "")) return e.next();
  // Whether compressed or not, the answer depends on the header: caches must know (the middleware says so itself).
  if (encodings.acceptsGzip(e.request?.header.get("Accept-Encoding"))) return $apis.gzip().func(e);
  e.response.header().add("Vary", "Accept-Encoding");
  return e.next();
});
