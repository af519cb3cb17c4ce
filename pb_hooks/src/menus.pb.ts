// The header's and the footer's links (issue 33): each leads to one place, in its language, within its menu's bound
// (lib/editors/menu-links.ts). A save refused says why, under the field to change.

onRecordCreate((e) => {
  const { checkMenuLink } = require(`${__hooks}/lib/editors/menu-links.js`) as typeof import("./lib/editors/menu-links");
  checkMenuLink(e.app, e.record as core.Record);
  e.next();
}, "menu_links");

onRecordUpdate((e) => {
  const { checkMenuLink } = require(`${__hooks}/lib/editors/menu-links.js`) as typeof import("./lib/editors/menu-links");
  checkMenuLink(e.app, e.record as core.Record);
  e.next();
}, "menu_links");
