import { useNavigate } from "@tanstack/react-router";
import { type MouseEvent, useMemo } from "react";
import { DRAWN_TEXT_ATTRIBUTE } from "../../../shared/pages/drawn-text";
import { navigationTarget } from "./navigation-target";
import { sanitizeHtml } from "./sanitize-html";

/**
 * Editors' HTML, sanitised before it reaches the page. Links to this site navigate
 * inside the app (route rules, transitions and all); links with any scheme but
 * http(s), mail or phone never navigate.
 */
export function RichText({ html, className = "prose" }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  const navigate = useNavigate();

  function onClick(event: MouseEvent<HTMLDivElement>) {
    const link = (event.target as Element).closest("a");
    if (!link || event.defaultPrevented) return;
    const href = link.getAttribute("href") ?? "";
    // Mail and phone links leave for another app; an in-page link (to an editor's own heading) is the browser's to
    // follow: the page stays, and it scrolls to the target below its scroll margin.
    if (/^(mailto|tel):/i.test(href) || href.startsWith("#")) return;
    const target = navigationTarget(href, window.location.origin);
    if (target.kind === "refused") {
      event.preventDefault();
      console.error(`Refused to follow a link to ${href}`);
      return;
    }
    const modified =
      event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || link.target === "_blank";
    if (target.kind === "internal" && !modified) {
      event.preventDefault();
      void navigate({ href: target.href });
    }
  }

  // The mark tells where the server drew the text, for the page's data to leave it out (shared/pages/drawn-text.ts).
  const mark = { [DRAWN_TEXT_ATTRIBUTE]: "" };
  // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: delegates the links' own clicks (Enter on a link fires click)
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised just above with DOMPurify
  return <div className={className} onClick={onClick} {...mark} dangerouslySetInnerHTML={{ __html: clean }} />;
}
