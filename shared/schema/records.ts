// Record types as visitors receive them (the app and the server's pages), derived from the collection declarations the
// migrations use: renaming or retyping a field there breaks the typecheck here.
import type { ImageSizes } from "../images/dimensions";
import type { CollectionSpec, RecordOf } from "./fields";
import type { menuLinks } from "./menu-links";
import type { news } from "./news";
import type { offices } from "./offices";
import type { pages } from "./pages";
import type { projects } from "./projects";
import type { sections } from "./sections";
import type { services } from "./services";
import type { site } from "./site";

/**
 * Hidden on projects and news: the preview link (decision 076). Besides, the schedule in the studios' time, written
 * for editors (shared/content/schedule-note.ts), which no page reads, and the note of a record's translations
 * (issue 24), hidden since it names drafts.
 */
export type PreviewFields = "preview_url" | "schedule" | "translations";

/**
 * Each image's size, by file name (decision 081): kept apart from the record, off the editors' form
 * (shared/schema/kept-apart.ts), and brought back onto it by every read of the app's (shared/images/sizes-read.ts).
 */
type WithImageSizes = { image_sizes: ImageSizes | null };

/**
 * A collection's records as visitors receive them, less its hidden fields, with its images' sizes. A new collection's
 * type is one line in its own file (`export type Job = VisitorRecord<typeof jobs, PreviewFields>`), none here.
 */
export type VisitorRecord<C extends CollectionSpec, Hidden extends string = never> = Omit<RecordOf<C>, Hidden> & WithImageSizes;

/** What visitors receive: hidden fields never leave the server (the preview link is for editors alone). */
export type Project = VisitorRecord<typeof projects, PreviewFields>;
export type NewsArticle = VisitorRecord<typeof news, PreviewFields>;
export type Office = RecordOf<typeof offices> & WithImageSizes;
export type Service = Omit<RecordOf<typeof services>, "translations">;
/** What visitors receive: hidden fields never leave the server. */
export type SiteSettings = Omit<RecordOf<typeof site>, "contact_email"> & WithImageSizes;
/** An editor's page (issue 33), with its sections when read with them expanded. */
export type EditorPage = Omit<RecordOf<typeof pages>, PreviewFields | "cover_alt"> &
  WithImageSizes & { expand?: { sections?: Section[] } };
/** One section of a page. */
export type Section = RecordOf<typeof sections> & WithImageSizes;
/** A link of the header's or the footer's menu (issue 33), as visitors read it. */
export type MenuLinkRecord = RecordOf<typeof menuLinks>;
