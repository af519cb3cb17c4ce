// A visitor's submission is checked with the form's own rules, and may set only
// what the form asks; the server owns the rest.

onRecordCreateRequest((e) => {
  const record = e.record as core.Record;
  if (!e.hasSuperuserAuth()) {
    const { contactProblems } = require(`${__hooks}/lib/contact-rules.js`) as typeof import("./lib/contact-rules");
    const problems = contactProblems({
      name: record.getString("name"),
      email: record.getString("email"),
      company: record.getString("company"),
      topic: record.getString("topic"),
      budget: record.getString("budget"),
      message: record.getString("message"),
      consent: record.getBool("consent"),
    });
    const fields = Object.keys(problems) as (keyof typeof problems)[];
    if (fields.length > 0) {
      const data: Record<string, unknown> = {};
      for (const field of fields) data[field] = new ValidationError("validation_invalid", problems[field]);
      throw new BadRequestError("Please check the highlighted fields.", data);
    }
    record.set("spam", false);
    record.set("notification", "pending");
    record.set("notify_attempts", 0);
    record.set("next_notify_at", "");
    record.set("notify_error", "");
    // Headers come through requestInfo(): e.request is not reachable from this event in the JS runtime.
    record.set("user_agent", String(e.requestInfo().headers.user_agent ?? "").slice(0, 500));
  }
  e.next();
}, "contact");
