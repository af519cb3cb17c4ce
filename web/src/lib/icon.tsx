import { ICON_ATTRIBUTES, type IconShape } from "../../../shared/icons/icons";

/**
 * A decorative icon, drawn at build time's choosing: `icon` is one of icon-shapes.ts's exports, so the chunk
 * that draws it carries its SVG and no other. The same `<svg>` the server's pages draw with shared/icons/icons.ts's `iconSvg`.
 */
export function Icon({ icon }: { icon: IconShape }) {
  const { viewBox, body } = icon;
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
