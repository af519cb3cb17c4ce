// A redirect works as soon as an editor saves it, unless they pause it: the first release's
// `enabled` box, unticked by default, made every new redirect do nothing until it was ticked.
// The field is renamed, so it keeps its place and its id, and its values are turned round:
// a redirect that was off is paused, one that was on stays on.
//
// Numbered before the demo agency (1763709000), which loads into the newest schema: a fresh
// data dir runs this first; one made by the first release runs it on its next start.

const PAUSED_HELP = "Tick to switch this redirect off for now without deleting it. Unticked, it works as soon as it is saved.";
const HITS_HELP = "Visits this rule sent on: full page loads and links followed in the site.";

function rename(app: CoreApp, from: string, to: string, help: string, hitsHelp: string): void {
  const redirects = app.findCollectionByNameOrId("redirects");
  const field = redirects.fields.getByName(from) as core.BoolField;
  field.name = to;
  field.help = help;
  (redirects.fields.getByName("hits") as core.NumberField).help = hitsHelp;
  app.save(redirects);
  app.db().newQuery(`UPDATE redirects SET ${to} = NOT ${to}`).execute();
}

migrate(
  (app) => rename(app, "enabled", "paused", PAUSED_HELP, HITS_HELP),
  (app) => rename(app, "paused", "enabled", "", ""),
);
