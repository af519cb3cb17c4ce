// The contact pipeline (docs/contact.md): submissions are checked with the form's own rules, classified
// (spam is kept, never mailed), stored and answered at once. The agency's mail goes out from the
// minute cron, outside any visitor's request, each attempt in a child process with a time limit.

onRecordCreateRequest((e) => {
  const { handleSubmission } = require(`${__hooks}/lib/contact/pipeline.js`) as typeof import("./lib/contact/pipeline");
  handleSubmission(e);
}, "contact");

cronAdd("contact-notifications", "* * * * *", () => {
  const { deliverDue } = require(`${__hooks}/lib/contact/delivery.js`) as typeof import("./lib/contact/delivery");
  deliverDue($app, false);
});

// GET /api/contact/token: a signed "the form was shown now", checked when the form is sent.
routerAdd("GET", "/api/contact/token", (e) => {
  const { answerFormToken } = require(`${__hooks}/lib/contact/pipeline.js`) as typeof import("./lib/contact/pipeline");
  answerFormToken(e);
});

// POST /api/contact/notify-pending (superusers): mail the waiting submissions now; ?force=true ignores the backoff.
routerAdd(
  "POST",
  "/api/contact/notify-pending",
  (e) => {
    const { deliverDue } = require(`${__hooks}/lib/contact/delivery.js`) as typeof import("./lib/contact/delivery");
    return e.json(200, deliverDue(e.app, e.request?.url?.query().get("force") === "true"));
  },
  $apis.requireSuperuserAuth(),
);

// The hidden command a mail attempt runs as, in a child process (lib/contact/mail-process.ts names it MAIL_COMMAND).
$app.rootCmd?.addCommand(
  new Command({
    use: "mail-job",
    hidden: true,
    run: (_command, args) => {
      const { runMailJob } = require(`${__hooks}/lib/contact/mail-process.js`) as typeof import("./lib/contact/mail-process");
      runMailJob(String(args[0] ?? ""));
    },
  }),
);
