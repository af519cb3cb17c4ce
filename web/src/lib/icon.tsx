import type { IconName } from "../../../shared/icon-names";
import { ICON_ATTRIBUTES, iconShape } from "../../../shared/icons";

/**
 * A decorative icon, drawn from the committed subset (shared/icon-set.json) with no runtime of its own:
 * the same `<svg>` the server's pages draw with shared/icons.ts's `iconSvg`.
 */
export function Icon({ name }: { name: IconName }) {
  const { viewBox, body } = iconShape(name);
  const { "xmlns:xlink": xmlnsXlink, "aria-hidden": ariaHidden, class: className, ...rest } = ICON_ATTRIBUTES;
  return (
    <svg
      {...rest}
      xmlnsXlink={xmlnsXlink}
      aria-hidden={ariaHidden}
      className={className}
      viewBox={viewBox}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the subset's own SVG, written by npm run icons from @iconify-json/ph, never an editor's text
      dangerouslySetInnerHTML={{ __html: body }}
    />
  );
}
