import { lazyRouteComponent } from "@tanstack/react-router";
import { Suspense } from "react";
import { documentLanguage } from "../../lib/document-language";

/**
 * The language switcher's code loads as the page hydrates, not before its first render (the entry's JS budget,
 * issue 24): until then the server's links stand, and they work, being plain links. The server's render loads it
 * first (server/render.tsx), so every page it draws has the links.
 */
export const LanguageSwitcher = lazyRouteComponent(() => import("./switcher"), "LanguageSwitcher");

/** The switcher, where the site has more than one live language; nothing at all where it has one. */
export function LanguageLinks({ list = false }: { list?: boolean }) {
  if (documentLanguage().languages.length < 2) return null;
  return (
    <Suspense fallback={null}>
      <LanguageSwitcher list={list} />
    </Suspense>
  );
}
