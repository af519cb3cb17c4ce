import { describe, expect, it } from "vitest";
import { withServerPageData } from "./vite-dev-page-data";

const DEV =
  '<!doctype html>\n<html lang="en">\n<head><title>Studio</title></head>\n<body><div id="app"></div><script type="module" src="/src/main.tsx"></script></body>\n</html>\n';
const BLOCK =
  '<script type="application/json" id="page-data" data-content-version="v1" data-prefix="/pt">{"queries":[]}</script>';
const SERVER = `<!doctype html>\n<html lang="pt" dir="ltr">\n<head><title>Trabalho – Meridian</title></head>\n<body><div id="app"><main>…</main></div>${BLOCK}</body>\n</html>\n`;

describe("the dev server's page with PocketBase's data", () => {
  it("takes the server page's data block, title and language, not its markup", () => {
    const page = withServerPageData(DEV, SERVER);
    expect(page).toContain(`${BLOCK}</body>`);
    expect(page).toContain("<title>Trabalho – Meridian</title>");
    expect(page).toContain('<html lang="pt" dir="ltr">');
    expect(page).toContain('<div id="app"></div>');
    expect(page).not.toContain("<main>");
  });

  it("stays as it is when the server's answer has no data (a redirect, an error, another page)", () => {
    expect(withServerPageData(DEV, "")).toBe(DEV);
    expect(withServerPageData(DEV, "<html><body>Bad gateway</body></html>")).toBe(DEV);
  });

  it("keeps a title with a dollar sign as written", () => {
    const server = SERVER.replace("Trabalho – Meridian", () => "Work $& more");
    expect(withServerPageData(DEV, server)).toContain("<title>Work $& more</title>");
  });
});
