import { hostileRichText } from "../support/rich-text-corpus";
import type { HostileCase } from "./case";

/**
 * Editors' rich text that must never run (tests/support/rich-text-corpus.ts, the sanitisers' own corpus): the
 * superuser saves each payload as a published article's body, then a visitor reads the article's page, whose
 * readable body is the server's sanitised HTML. Cases come in order, save before read, and the articles are
 * deleted at the end. Each marker below appears in the page only if markup survived as markup: the page's own
 * scripts carry attributes (`<script type=…`), and the page's JSON data block escapes `<`, `>` and `"`.
 * The page is answered by the server; the app's own sanitiser meets the same corpus in rich-text-parity.test.ts.
 */
const EXECUTABLE = [
  "<script>",
  "<script src=",
  // A handler kept as an attribute follows the tag or another attribute's closing quote; inside a value it is text.
  '" onerror="',
  '" onload="',
  '" onclick="',
  '" onmouseover="',
  "<img onerror",
  "<p onclick",
  "<body onload",
  'href="javascript:',
  'href="JaVaScRiPt:',
  'href="jav',
  'src="javascript:',
  'href="vbscript:',
  'href="data:',
  'src="data:',
  'srcset="a.jpg 1x, javascript:',
  'srcset="data:',
  "<iframe",
  "<object",
  "<embed",
  "<form",
  "<base ",
  "<meta http-equiv",
  "<svg onload",
  "<svg><",
  "<math",
  '<link rel="import"',
  "<template",
  "<details",
  "<video",
  "<textarea",
  'formaction="',
  'srcdoc="',
  ' style="background',
  'target="_top"',
  'rel="opener"',
  // Clobbering: editors' ids and names only under the prefix (decision 082).
  ' id="location"',
  ' name="body"',
  ' id="cookie"',
  ' name="x"',
  ' class="sr-only"',
];

const id = (index: number) => `hostilerich${String(index).padStart(4, "0")}`;
const slug = (index: number) => `hostile-rich-text-${index}`;
const title = (index: number) => `Hostile rich text ${index}`;

export const cases: HostileCase[] = [
  ...hostileRichText.flatMap(([what, body], index): HostileCase[] => [
    {
      name: `rich text: the superuser saves ${what}`,
      as: "superuser",
      method: "POST",
      path: "/api/collections/news/records",
      // Published long ago, so it sits at the end of every list.
      body: {
        id: id(index),
        title: title(index),
        slug: slug(index),
        body,
        status: "published",
        published_at: "2001-01-01 10:00:00.000Z",
      },
      status: 200,
    },
    {
      name: `rich text: a visitor reads ${what}`,
      method: "GET",
      path: `/news/${slug(index)}`,
      status: 200,
      bodyIncludes: [title(index)],
      mustNotLeak: EXECUTABLE,
    },
  ]),
  ...hostileRichText.map(
    ([what], index): HostileCase => ({
      name: `rich text: the superuser deletes ${what}`,
      as: "superuser",
      method: "DELETE",
      path: `/api/collections/news/records/${id(index)}`,
      status: 204,
    }),
  ),
];
