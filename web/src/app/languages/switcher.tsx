import { useRouterState } from "@tanstack/react-router";
import { type Alternate, alternatesOf, bcp47 } from "../../../../shared/languages/alternates";
import { inLanguage, prefixOf } from "../../../../shared/languages/languages";
import { PUBLIC_PATH_PREFIX } from "../../../../shared/pages/public-paths";
import type { RecordPage } from "../../../../shared/pages/view";
import { documentLanguage, words } from "../../lib/document-language";

/**
 * The page's address in each live language: a record's from its loader's content (the languages it is published in),
 * a fixed page's the same path in each; no page (not found, an error) none. A language without the page gets its home.
 */
function useAlternates(): Alternate[] {
  return useRouterState({
    select: (state) => {
      const match = state.matches.at(-1);
      if (match?.status !== "success" || match.routeId === "/$") return [];
      const content = match.loaderData as Partial<RecordPage> | undefined;
      const record = content?.record &&
        content.translations && {
          prefix: PUBLIC_PATH_PREFIX[content.record.collectionName] ?? "/",
          siblings: content.translations,
        };
      return alternatesOf(documentLanguage(), state.location.pathname, record || undefined);
    },
    structuralSharing: true,
  });
}

/**
 * The language switcher (issue 24), in the header (each language's code) and the footer (`list`: each one's name): real
 * links to the same page in the other language, else to that language's home, which load that language's document.
 * Drawn only when the site has more than one live language.
 */
export function LanguageSwitcher({ list = false }: { list?: boolean }) {
  const language = documentLanguage();
  const alternates = useAlternates();
  const items = language.languages.map((other) => {
    const href =
      alternates.find((alternate) => alternate.code === other.code)?.path ??
      inLanguage(prefixOf(other.code, language.defaultCode), "/");
    const tag = bcp47(other.code);
    const shown = list ? other.name : other.code.toUpperCase();
    return (
      <li key={other.code}>
        {other.code === language.code ? (
          <span aria-current="true" lang={tag} title={list ? undefined : other.name}>
            {shown}
          </span>
        ) : (
          // A plain link, never the router's: another language is another document, with its own words.
          <a href={href} hrefLang={tag} lang={tag} title={list ? undefined : other.name}>
            {shown}
          </a>
        )}
      </li>
    );
  });
  return list ? (
    <div>
      <h2 className="footer-heading">{words().footer.languages}</h2>
      <ul className="language-list">{items}</ul>
    </div>
  ) : (
    <nav className="language-switcher" aria-label={words().language.switcher}>
      <ul>{items}</ul>
    </nav>
  );
}
