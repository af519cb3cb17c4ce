// The CDN's purge calls (docs/operations.md, "A CDN in front"; decision 083): a collection superusers read, written by
// the server whenever content changes while CDN_PURGE_URL is set. A snapshot of the change, so it does the same on
// every data dir for ever; run on a data dir that has it, it changes nothing.

import type { CollectionSpec } from "../../shared/schema/fields";
import { createCollection } from "./lib/define-collection";

const CDN_PURGES: CollectionSpec = {
  name: "cdn_purges",
  indexes: ["CREATE INDEX idx_cdn_purges_due ON cdn_purges (state, next_attempt)"],
  listRule: null,
  viewRule: null,
  createRule: null,
  updateRule: null,
  deleteRule: null,
  fields: [
    { name: "reason", type: "text", required: true, max: 300, presentable: true, help: "The change that made the pages stale." },
    { name: "paths", type: "json", help: "The paths sent to the CDN; /* stands for every page." },
    {
      name: "state",
      type: "select",
      values: ["waiting", "sent", "failed"],
      maxSelect: 1,
      required: true,
      help: "waiting: not sent yet, or to be tried again; sent: the CDN answered 2xx; failed: it gave up after every try.",
    },
    { name: "attempts", type: "number", onlyInt: true, min: 0, help: "How many calls were made." },
    { name: "next_attempt", type: "date", help: "When it is tried (again)." },
    {
      name: "claimed_until",
      type: "date",
      help: "Set while a call is under way, so that two workers never send it twice at once.",
    },
    { name: "last_error", type: "text", max: 1000, help: "What the last failed call answered, or why it failed." },
    { name: "created", type: "autodate", onCreate: true, onUpdate: false },
    { name: "updated", type: "autodate", onCreate: true, onUpdate: true },
  ],
};

const hasCollection = (app: CoreApp, name: string) => {
  try {
    app.findCollectionByNameOrId(name);
    return true;
  } catch {
    return false;
  }
};

migrate(
  (app) => {
    if (!hasCollection(app, CDN_PURGES.name)) createCollection(app, CDN_PURGES);
  },
  (app) => {
    if (hasCollection(app, CDN_PURGES.name)) app.delete(app.findCollectionByNameOrId(CDN_PURGES.name));
  },
);
