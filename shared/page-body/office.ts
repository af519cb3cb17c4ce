import { IMAGE_SIZES } from "../image-layout";
import type { PageView } from "../page-view";
import { officeCard } from "./cards";
import { each } from "./markup";

/** web/src/routes/office.tsx */
export function officePage(view: PageView): string {
  return (
    `<div class="container"><header class="page-head"><h1>Office</h1>` +
    `<p class="lede">Come and see us. Our studios keep local hours; the times below are live.</p></header>` +
    (view.offices.length === 0
      ? `<p class="notice" role="status">Our studio addresses will be listed here soon.</p>`
      : `<div class="office-grid" data-animate="slide-bottom.stagger">${each(view.offices, (office) => officeCard(office, IMAGE_SIZES.officeCard(view.offices.length)))}</div>`) +
    "</div>"
  );
}
