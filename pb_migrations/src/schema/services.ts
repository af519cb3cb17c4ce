import { collection, number, text, timestamps } from "./fields";
import { RULES, SLUG_HELP } from "./publishing";

export const services = collection({
  name: "services",
  fields: [
    text("name", { required: true, max: 60, presentable: true }),
    text("slug", { max: 60, help: SLUG_HELP }),
    text("summary", { max: 300 }),
    number("sort_order", { onlyInt: true, help: "Lower numbers come first." }),
    ...timestamps,
  ],
  indexes: ["CREATE UNIQUE INDEX idx_services_slug ON services (slug)"],
  ...RULES.publicRead,
});
