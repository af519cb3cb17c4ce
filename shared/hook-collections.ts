import { having, names, RECORD_PAGES, shownCollections } from "./site-registry";

/**
 * The collections each hook entry registers on, by what the entry does. The build inlines them as `HOOK_COLLECTIONS.<key>`
 * (scripts/lib/build-server.ts; declared for the type checker in pb_hooks/src/globals.d.ts). Apart from the registry,
 * so the app's entry does not carry lists only the hooks read (the JS budget, decision 084).
 */
export const HOOK_COLLECTIONS = {
  /** cdn.pb.ts: every change of content purges (and content-version.ts: bumps the pages' version). */
  purged: names,
  /** content-realtime.pb.ts: open pages hear of the change. */
  shown: shownCollections(),
  /** revisions.pb.ts: an editor's save keeps the version before it. */
  revised: having((c) => c.noun),
  /** content.pb.ts: slugs made and kept unique, publishing times checked, a renamed page's redirect. */
  slugged: having((c) => c.slug),
  /** content.pb.ts: a preview link per record. */
  previewed: having((c) => c.preview),
  /** images.pb.ts: each image's size kept with the record. */
  images: having((c) => c.images),
  /** search.pb.ts: the search index follows each save. */
  searched: having((c) => c.searched),
  /** languages.pb.ts: a translation's save rewrites its original's note of translations (issue 24). */
  translated: having((c) => c.translated),
  /** languages.pb.ts: a language's words for the site or an office are in a language the site has, not the default. */
  words: having((c) => c.words),
  /** every-request.pb.ts: visitors' list totals kept, for the record pages' collections (the lists that grow). */
  totalsKept: Object.keys(RECORD_PAGES),
};
