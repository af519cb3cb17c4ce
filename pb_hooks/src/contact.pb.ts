// The contact pipeline: checked with the form's own rules, spam classified (and kept),
// stored first, then the agency emailed, with retries until the mail goes through.

onRecordCreateRequest((e) => {
  const record = e.record as core.Record;
  if (!e.hasSuperuserAuth()) {
    const { contactProblems } = require(`${__hooks}/lib/contact-rules.js`) as typeof import("./lib/contact-rules");
    const { readSubmission, spamReason } = require(
      `${__hooks}/lib/contact-pipeline.js`,
    ) as typeof import("./lib/contact-pipeline");
    const problems = contactProblems(readSubmission(record));
    const fields = Object.keys(problems) as (keyof typeof problems)[];
    if (fields.length > 0) {
      const data: Record<string, unknown> = {};
      for (const field of fields) data[field] = new ValidationError("validation_invalid", problems[field]);
      throw new BadRequestError("Please check the highlighted fields.", data);
    }
    // Spam is stored and answered like anything else, so bots learn nothing; it is never emailed.
    const reason = spamReason(e.app, e.requestInfo().body as Record<string, unknown>);
    record.set("spam", reason !== "");
    record.set("spam_reason", reason);
    record.set("notification", reason === "" ? "pending" : "skipped");
    record.set("notify_attempts", 0);
    record.set("next_notify_at", "");
    record.set("notify_error", "");
    // Headers come through requestInfo(): e.request is not reachable from this event in the JS runtime.
    record.set("user_agent", String(e.requestInfo().headers.user_agent ?? "").slice(0, 500));
  }
  e.next();
}, "contact");

// After the submission is committed: the first attempt to tell the agency.
onRecordAfterCreateSuccess((e) => {
  e.next();
  const record = e.record as core.Record;
  if (record.getBool("spam") || record.getString("notification") !== "pending") return;
  const { deliver } = require(`${__hooks}/lib/contact-pipeline.js`) as typeof import("./lib/contact-pipeline");
  deliver(e.app, record);
}, "contact");

// Retries with backoff, every minute.
cronAdd("contact-notifications", "* * * * *", () => {
  const { retryPending } = require(`${__hooks}/lib/contact-pipeline.js`) as typeof import("./lib/contact-pipeline");
  retryPending($app, false);
});

// GET /api/contact/token: a signed "the form was shown now", checked when it is sent.
// minSeconds tells the form how long to wait at least, so a fast person (autofill) is never filed as spam.
routerAdd("GET", "/api/contact/token", (e) => {
  const { issueFormToken, pipelineSettings } = require(
    `${__hooks}/lib/contact-pipeline.js`,
  ) as typeof import("./lib/contact-pipeline");
  e.response.header().set("Cache-Control", "no-store");
  return e.json(200, { token: issueFormToken(e.app), minSeconds: pipelineSettings().minFillSeconds });
});

// POST /api/contact/notify-pending (superusers): retry waiting notifications now; ?force=true ignores the backoff.
routerAdd(
  "POST",
  "/api/contact/notify-pending",
  (e) => {
    const { retryPending } = require(`${__hooks}/lib/contact-pipeline.js`) as typeof import("./lib/contact-pipeline");
    return e.json(200, retryPending(e.app, e.request?.url?.query().get("force") === "true"));
  },
  $apis.requireSuperuserAuth(),
);

// A contact submission is a few kilobytes; anything far larger is refused before it is read.
routerUse((e) => {
  const request = e.request;
  if (
    request &&
    request.method === "POST" &&
    request.url?.path === "/api/collections/contact/records" &&
    request.contentLength > 64 * 1024
  ) {
    throw new BadRequestError("The submission is too large. Please keep your message under 5000 characters.");
  }
  return e.next();
});
