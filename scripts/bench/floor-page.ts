import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * What Lighthouse gives a page with nothing in it on this machine: one heading and one paragraph, no style, no
 * script, no picture, served by Node beside the site with no header of note. Measured in the same rounds as the
 * site's pages, it is the best score any page can get here (100 on 2026-12-02's 2-core machine), so what a page
 * scores below it is the page's own. It found one cost that was not the page's: with the site's
 * Cross-Origin-Opener-Policy the same empty page scored 86-96 (decision 082).
 */
const FLOOR_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  "<title>An empty page</title></head><body><h1>An empty page</h1><p>One paragraph of text, and nothing else.</p></body></html>";

export async function startFloorPage(): Promise<{ url: string; stop: () => Promise<void> }> {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
    response.end(FLOOR_HTML);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
