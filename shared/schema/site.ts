import { bool, collection, email, image, json, text, timestamps, typed, url } from "./fields";
import { RULES } from "./publishing";

/** What editors read under `icon_fallback`; migration 1763896000 writes the same words. */
const ICON_FALLBACK_HELP =
  "Off by default. On: icons that are not among the sets installed with the site are fetched by the server from the public Iconify API (api.iconify.design). Visitors' browsers never ask it.";

export interface SocialLink {
  label: string;
  url: string;
}

/**
 * The site's settings: one record, readable by all, with the notification address hidden from visitors. Its secrets
 * live apart, in `site_secrets` (issue 22, item 12): not on the form editors fill.
 */
export const site = collection({
  name: "site",
  fields: [
    text("site_name", { required: true, max: 80, presentable: true }),
    text("tagline", { max: 160 }),
    text("hero_words", {
      max: 600,
      help: "Phrases typed one after another, one per line: the home page took its hero's from here; edit them now in Pages → home, its hero section.",
    }),
    email("contact_email", { hidden: true, help: "Where contact form messages are sent. Never shown to visitors." }),
    json("social_links", {
      maxSize: 4000,
      valueType: typed<SocialLink[]>(),
      help: 'e.g. [{"label": "Instagram", "url": "https://…"}]',
    }),
    url("site_url", { help: "The public address, e.g. https://example.com, for canonical links." }),
    bool("analytics_enabled", { help: "Off by default: no page view is recorded anywhere." }),
    text("seo_description", { max: 160 }),
    image("seo_image", { thumbs: ["1200x630"] }),
    bool("icon_fallback", { help: ICON_FALLBACK_HELP }),
    ...timestamps,
  ],
  ...RULES.publicRead,
});

/** Words migration 1795716566 writes too: the secrets' own record, superusers only, made at install. */
const FORM_SECRET_HELP = "Signs the contact form's tokens; made at install. Changing it makes forms already open count as spam.";
const PREVIEW_SECRET_HELP =
  "Signs the preview links of projects and articles; made at install. Change it to stop every preview link at once: a record gets a new link when it is next saved.";

/** The site's secrets (issue 22, item 12): one record, superusers only, kept off the site form editors fill. */
export const siteSecrets = collection({
  name: "site_secrets",
  fields: [
    text("form_secret", { required: true, max: 200, help: FORM_SECRET_HELP }),
    text("preview_secret", { required: true, max: 200, help: PREVIEW_SECRET_HELP }),
    ...timestamps,
  ],
  ...RULES.superusersOnly,
});
