import { addCollection, Icon as Iconify } from "@iconify/react/offline";
import type { IconName } from "../../../shared/icon-names";
import { ICON_SET } from "../../../shared/icons";

addCollection(ICON_SET);

/**
 * A decorative icon (hidden from assistive technology: the text beside it says what it means).
 * The server's pages draw the same SVG with shared/icons.ts's `iconSvg`.
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return <Iconify icon={`ph:${name}`} className={className} aria-hidden="true" width="1.1em" height="1.1em" />;
}
