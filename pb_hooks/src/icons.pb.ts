// Icons editors choose (lib/editors/icons.ts): GET /api/icons/{prefix}.json?icons=a,b answers from the icon sets installed
// with the site, in Iconify's JSON, with the names it does not have under `not_found`.
routerAdd("GET", "/api/icons/{file}", (e) => {
  const { answerIcons } = require(`${__hooks}/lib/editors/icons.js`) as typeof import("./lib/editors/icons");
  answerIcons(e);
});
