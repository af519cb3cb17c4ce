import icons from "virtual:icons";
import { addCollection, Icon as Iconify } from "@iconify/react/offline";
import type { IconName } from "./icon-names";

addCollection(icons);

/** A decorative icon (hidden from assistive technology: the text beside it says what it means). */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return <Iconify icon={`ph:${name}`} className={className} aria-hidden="true" width="1.1em" height="1.1em" />;
}
