// Record types as visitors receive them (the app and the server's pages), derived from the collection declarations the
// migrations use: renaming or retyping a field there breaks the typecheck here.
import type { RecordOf } from "./fields";
import type { menuLinks } from "./menu-links";
import type { news } from "./news";
import type { offices } from "./offices";
import type { pages } from "./pages";
import type { projects } from "./projects";
import type { sections } from "./sections";
import type { services } from "./services";
import type { site } from "./site";

/**
 * Hidden on projects and news: the preview link and what the view rule reads of it (decision 076). Besides, the
 * schedule in the studios' time, written for editors (shared/content/schedule-note.ts), which no page reads, and the note of
 * a record's translations (issue 24), hidden since it names drafts.
 */
type PreviewFields =
  | "preview_url"
  | "preview_token"
  | "preview_expires"
  | "preview_token_previous"
  | "preview_previous_expires"
  | "schedule"
  | "translations";

/** What visitors receive: hidden fields never leave the server (the preview link is for editors alone). */
export type Project = Omit<RecordOf<typeof projects>, PreviewFields>;
export type NewsArticle = Omit<RecordOf<typeof news>, PreviewFields>;
export type Office = RecordOf<typeof offices>;
export type Service = Omit<RecordOf<typeof services>, "translations">;
/** What visitors receive: hidden fields never leave the server. */
export type SiteSettings = Omit<RecordOf<typeof site>, "contact_email">;
/** An editor's page (issue 33), with its sections when read with them expanded. */
export type EditorPage = Omit<RecordOf<typeof pages>, PreviewFields | "cover_alt"> & { expand?: { sections?: Section[] } };
/** One section of a page. */
export type Section = RecordOf<typeof sections>;
/** A link of the header's or the footer's menu (issue 33), as visitors read it. */
export type MenuLinkRecord = RecordOf<typeof menuLinks>;
