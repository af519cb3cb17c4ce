import { ICON_NAME_PATTERN } from "../icons/editor-icons";
import { collection, number, text, timestamps } from "./fields";
import { translationFields, translationIndexes } from "./languages";
import { RULES, SLUG_HELP } from "./publishing";

/** What editors read under `icon`; migration 1763896000 writes the same words and pattern. */
const ICON_HELP =
  "An icon shown with the service, by its Iconify name, e.g. ph:compass (the Phosphor set comes with the site). Leave empty for none.";

export const services = collection({
  name: "services",
  fields: [
    text("name", { required: true, max: 60, presentable: true }),
    text("slug", { max: 60, help: SLUG_HELP }),
    text("summary", { max: 300 }),
    number("sort_order", { onlyInt: true, help: "Lower numbers come first." }),
    text("icon", { max: 100, pattern: ICON_NAME_PATTERN, help: ICON_HELP }),
    ...translationFields("services"),
    ...timestamps,
  ],
  indexes: ["CREATE UNIQUE INDEX idx_services_slug ON services (language, slug)", ...translationIndexes("services")],
  ...RULES.publicRead,
});
