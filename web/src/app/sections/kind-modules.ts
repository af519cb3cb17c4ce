import type { HomeKind } from "../../../../shared/sections/home";
import type { SectionKindName } from "../../../../shared/sections/kinds";
import type { Draw } from "./sections";

/**
 * Each kind's component but the home page's (sections.tsx draws those), in a module of its own that a page asks for
 * only when it has a section of that kind (issue 33). A kind without one fails to type-check here.
 */
export const KIND_MODULES: Record<Exclude<SectionKindName, HomeKind>, () => Promise<Draw>> = {
  text: () => import("./text-section").then((m) => m.TextSection),
  picture: () => import("./picture-section").then((m) => m.PictureSection),
  gallery: () => import("./gallery-section").then((m) => m.GallerySection),
  quote: () => import("./quote-section").then((m) => m.QuoteSection),
  call: () => import("./call-section").then((m) => m.CallSection),
  figures: () => import("./figures-section").then((m) => m.FiguresSection),
  questions: () => import("./questions-section").then((m) => m.QuestionsSection),
  contact: () => import("./media-sections").then((m) => m.ContactSection),
  video: () => import("./media-sections").then((m) => m.VideoSection),
};
