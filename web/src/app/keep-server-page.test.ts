// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import bootSource from "../boot.ts?raw";
import { APP_FAILED_NOTICE, keepServerPage } from "./keep-server-page";

describe("keepServerPage", () => {
  it("leaves the page alone, marks the document and adds one notice, however often it is called", () => {
    document.body.innerHTML = `<div id="app"><main><h1>An article</h1><p>Its text.</p></main></div>`;
    keepServerPage();
    keepServerPage();
    expect(document.querySelector("main h1")?.textContent).toBe("An article");
    expect(document.documentElement.dataset.appFailed).toBe("true");
    const notices = document.querySelectorAll('.app-failed-notice[role="status"]');
    expect(notices).toHaveLength(1);
    expect(notices[0]?.textContent).toBe(APP_FAILED_NOTICE);
  });
});

describe("the boot script's notice", () => {
  it("is worded as the app's", () => {
    expect(bootSource).toContain(JSON.stringify(APP_FAILED_NOTICE));
  });
});
