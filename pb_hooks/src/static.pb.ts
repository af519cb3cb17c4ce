// Every GET the API does not take (lib/serving/static-route.ts): a page the one middleware worked out and handed on, drawn
// with the app's own screens; else a file of the built web app, with cache headers that suit hashed assets and
// precompressed twins for clients that accept them; an unknown /api/ path a JSON 404 instead of the app's HTML.
// This route replaces PocketBase's default static route, which is only added when none exists.

routerAdd("GET", "/{path...}", (e) => {
  // The one middleware's module (lib/serving/every-request.ts), which carries this route's answer and which the request
  // has loaded already, kept on the VM's global object as the middleware keeps it.
  const vm = globalThis as { everyRequest?: typeof import("./lib/serving/every-request") };
  vm.everyRequest ??= require(`${__hooks}/lib/serving/every-request.js`) as typeof import("./lib/serving/every-request");
  return vm.everyRequest.answerRoute(e);
});
