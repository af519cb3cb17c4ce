import { describe, expect, it } from "vitest";
import { unclosedElement, withoutUnclosedElements } from "./unclosed-elements";

describe("unclosedElement: a dropped element a body never closes", () => {
  it.each([
    ["<p>one</p><svg><p>two</p>", "svg"],
    ["<p>one</p><MATH display=block>two", "math"],
    ["<textarea name=x>three", "textarea"],
    ["<script>alert(1)", "script"],
  ])("%j opens a <%s> it never closes", (html, name) => {
    expect(unclosedElement(html)).toBe(name);
  });

  it.each([
    "<p>one</p><svg></svg><p>two</p>",
    "<svg><circle/></SVG >after",
    "<objects>are not objects</objects>",
    "<p>no element at all</p>",
    // A form is dropped, its content kept: nothing after it is lost.
    "<form action=/x><p>three</p>",
  ])("%j closes what it opens", (html) => {
    expect(unclosedElement(html)).toBeUndefined();
  });
});

describe("withoutUnclosedElements: the text after an unclosed element stays", () => {
  it.each([
    ["<p>one</p><svg><p>two</p>", "<p>one</p><p>two</p>"],
    ["<p>a</p><svg></svg><p>b</p><svg width=1><p>c</p>", "<p>a</p><svg></svg><p>b</p><p>c</p>"],
    ["<math><mi>x</mi><select>rest", "<mi>x</mi>rest"],
    ["<p>kept as it was</p>", "<p>kept as it was</p>"],
  ])("%j → %j", (html, repaired) => {
    expect(withoutUnclosedElements(html)).toBe(repaired);
  });

  it("takes time linear in the body: 20,000 unclosed start tags in well under a second", () => {
    const html = "<svg>word ".repeat(20_000);
    const started = Date.now();
    expect(withoutUnclosedElements(html)).toBe("word ".repeat(20_000));
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
