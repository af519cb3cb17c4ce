// A visitor's submission may set only what the form asks; the server owns the rest.

onRecordCreateRequest((e) => {
  const record = e.record as core.Record;
  if (!e.hasSuperuserAuth()) {
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
