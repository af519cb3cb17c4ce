// Gzips the API's JSON for clients that accept it, once per response, as JSON changes
// with every record. Built files never come through here: they are sent as their
// build-time twins (static.pb.ts).

routerUse((e) => {
  const encodings = require(`${__hooks}/lib/encodings.js`) as typeof import("./lib/encodings");
  if (!encodings.gzipsApiPath(e.request?.url?.path ?? "")) return e.next();
  // Whether compressed or not, the answer depends on the header: caches must know.
  e.response.header().add("Vary", "Accept-Encoding");
  if (!encodings.acceptsGzip(e.request?.header.get("Accept-Encoding"))) return e.next();
  return $apis.gzip().func(e);
});
