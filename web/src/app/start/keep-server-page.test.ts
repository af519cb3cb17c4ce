// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { keepServerPage } from "./keep-server-page";

describe("keepServerPage", () => {
  it("leaves the page alone and marks the document, which the stylesheet's notes follow", () => {
    document.body.innerHTML = `<div id="app"><main><h1>An article</h1><p>Its text.</p></main></div>`;
    keepServerPage();
    expect(document.querySelector("main h1")?.textContent).toBe("An article");
    expect(document.documentElement.dataset.appFailed).toBe("true");
  });
});
