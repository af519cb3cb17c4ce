import type { OpeningHours } from "../content/opening-hours";
import type { ZoneOffsets } from "../content/zone-offsets";
import { collection, email, geoPoint, image, json, number, select, text, timestamps, typed } from "./fields";
import { RULES } from "./publishing";
import { TIME_ZONES } from "./time-zones";

export const offices = collection({
  name: "offices",
  fields: [
    text("name", { required: true, max: 80, presentable: true }),
    text("city", { required: true, max: 80 }),
    text("country", { required: true, max: 80 }),
    text("address", { max: 300, help: "Street address, one line per line on the envelope." }),
    text("postcode", { max: 20 }),
    geoPoint("location", { help: "Used for the map link." }),
    text("phone", { max: 40, pattern: "^[+0-9 ()./-]*$" }),
    email("email"),
    json("opening_hours", {
      maxSize: 4000,
      valueType: typed<OpeningHours>(),
      help: 'A list of periods, e.g. [{"days": ["mon","tue","wed","thu","fri"], "opens": "09:00", "closes": "18:00"}].',
    }),
    select("time_zone", TIME_ZONES, { required: true, help: "The office's IANA time zone, for its local time and hours." }),
    json("time_zone_offsets", {
      valueType: typed<ZoneOffsets>(),
      help: "Filled in when the office is saved: the time zone's offsets from UTC for the next ten years, so pages tell the local time without a time zone database.",
    }),
    image("image"),
    number("sort_order", { onlyInt: true, help: "Lower numbers come first." }),
    ...timestamps,
  ],
  ...RULES.publicRead,
});
