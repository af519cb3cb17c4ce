import { describe, expect, it } from "vitest";
import { type DrawnRichText, drawnTextReader, withDrawnTexts, withoutDrawnTexts } from "./drawn-text";
import { type QueryKey, queryKeys } from "./view";

const long = (word: string) => `<p>${word.repeat(1000)}</p>`;
const body = long("a");
const summary = long("s");
/** What the server's sanitiser made of each (here: a link's rel added). */
const drawnOf = (text: string) => text.replace("<p>", '<p data-x="1">');
/** The page's markup with each text drawn into a marked element, as lib/rich-text.tsx draws it. */
const markupOf = (texts: string[]) =>
  `<main><h1>T</h1>${texts.map((text) => `<div class="prose" data-drawn-text="">${drawnOf(text)}</div>`).join("<hr>")}</main>`;
const drawn = (texts: string[]): DrawnRichText[] => texts.map((given) => ({ given, drawn: drawnOf(given) }));

describe("a rich text carried once: left out of the page's data where the page draws it", () => {
  const article = { id: "1", title: "T", body, related: [{ id: "2", summary }] };
  const queries: [QueryKey, unknown][] = [
    [queryKeys.site(), { site_name: "S" }],
    [queryKeys.article("t"), article],
  ];

  it("leaves each long drawn text out, says where it is drawn, and reads it back from the page's markup", () => {
    const markup = markupOf([body, summary]);
    const carried = withoutDrawnTexts(queries, drawn([body, summary]), markup);
    expect(carried.drawn).toEqual([
      { query: 1, path: ["body"], element: 0, length: drawnOf(body).length },
      { query: 1, path: ["related", 0, "summary"], element: 1, length: drawnOf(summary).length },
    ]);
    expect(JSON.stringify(carried.queries)).not.toContain("aaaa");
    // The values the render read are not changed.
    expect(article.body).toBe(body);
    const back = withDrawnTexts(JSON.parse(JSON.stringify(carried.queries)), carried.drawn, drawnTextReader(markup));
    expect(back[1]?.[1]).toEqual({ ...article, body: drawnOf(body), related: [{ id: "2", summary: drawnOf(summary) }] });
  });

  it("keeps an empty text, a text the page did not draw, and everything when the marks are not the texts drawn", () => {
    const empty = [[queryKeys.article("t"), { body: "" }]] as [QueryKey, unknown][];
    expect(withoutDrawnTexts(empty, drawn([""]), markupOf([""])).drawn).toEqual([]);
    expect(withoutDrawnTexts(queries, drawn([long("z")]), markupOf([long("z")])).queries).toBe(queries);
    // A body whose own words spell the mark: one mark too many, so nothing is left out.
    const spelt = markupOf([body]).replace("<h1>T</h1>", '<h1>data-drawn-text=""</h1>');
    expect(withoutDrawnTexts(queries, drawn([body]), spelt)).toEqual({ queries, drawn: [] });
  });

  it("leaves out a query whose text cannot be read back, for the app to load", () => {
    const carried = withoutDrawnTexts(queries, drawn([body]), markupOf([body]));
    const back = withDrawnTexts(JSON.parse(JSON.stringify(carried.queries)), carried.drawn, () => undefined);
    expect(back.map(([key]) => key)).toEqual([queryKeys.site()]);
    // A markup that is not the one drawn (its text's length does not end at an end tag) reads nothing.
    expect(drawnTextReader(markupOf([`${body}x`]))(carried.drawn[0] as never)).toBeUndefined();
  });
});
