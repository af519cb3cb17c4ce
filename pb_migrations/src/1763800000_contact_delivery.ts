// Contact delivery off the request (docs/decisions/archive/009-contact-delivery.md): a "sending" state for the
// attempt in flight, and a fingerprint of each submission's form token so that a token counts once.
// Written as a snapshot of the change, not read from the live declaration, so it does the same thing
// on every data dir for ever. A data dir created after this release already has both: then it does nothing.

migrate(
  (app) => {
    const contact = app.findCollectionByNameOrId("contact");
    const notification = contact.fields.getByName("notification") as core.SelectField;
    if (!notification.values.includes("sending")) {
      notification.values = ["pending", "sending", "sent", "retrying", "skipped"];
      notification.help =
        "pending: waiting to be emailed (within a minute); sending: being emailed now; sent: the agency has it; retrying: the mail server failed or did not answer, tried again later; skipped: spam.";
      contact.fields.getByName("next_notify_at").help =
        "When the next email attempt is due; while sending, when an attempt that never reported back is given up.";
    }
    if (!contact.fields.getByName("form_token_hash")) {
      // Before the timestamps, where the declaration has it.
      const names = contact.fields.fieldNames();
      const created = names.indexOf("created");
      contact.fields.addAt(
        created < 0 ? names.length : created,
        new TextField({
          name: "form_token_hash",
          max: 64,
          hidden: true,
          help: "A fingerprint of the form token it was sent with: each token counts for one message only.",
        }),
      );
      contact.addIndex("idx_contact_form_token", false, "form_token_hash", "");
    }
    app.save(contact);
  },
  (app) => {
    const contact = app.findCollectionByNameOrId("contact");
    contact.fields.removeByName("form_token_hash");
    contact.removeIndex("idx_contact_form_token");
    const notification = contact.fields.getByName("notification") as core.SelectField;
    notification.values = notification.values.filter((value) => value !== "sending");
    app.save(contact);
  },
);
