// @vitest-environment jsdom
/**
 * The server's first response must be the app's own markup, or the app's takeover moves and flashes the page.
 * This renders each page twice from the same page view: the app (the real route tree, in a memory-history
 * router, its query cache seeded with the view's inline-data entries, as on a full page load) with React's
 * renderToString, and the server's string templates (shared/page-body). Both are parsed and reduced to an
 * outline (every element with its tag and attributes, and the text between), which must be equal, except
 * for what the server deliberately draws otherwise (decision 020): the live office clock, `<noscript>`
 * notes and the contact form's note for when it cannot send, and React's generated form ids.
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createMemoryHistory, createRouter, RouterProvider } from "@tanstack/react-router";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { renderPageBody } from "../../../shared/page-body";
import { article, HOSTILE, project, view, views } from "../../../shared/page-body/test-views";
import { type PageView, pageQueryEntries } from "../../../shared/page-view";
import { sanitizeHtml } from "../lib/sanitize-html";
import { routeTree } from "../routeTree.gen";
import { NotFoundPage } from "./error-page";
import { parseSearch, stringifySearch } from "./search-params";

// jsdom has no matchMedia, which GSAP asks for as the route tree loads (the screens import the motion modules).
vi.hoisted(() => {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
    }) as never;
});

const now = new Date();
const TOKEN = "1767225600.0123456789abcdef0123456789abcdef";

async function renderApp(page: PageView, address: string): Promise<string> {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } } });
  for (const [key, data] of pageQueryEntries(page)) queryClient.setQueryData(key, data);
  const router = createRouter({
    routeTree,
    context: { queryClient },
    history: createMemoryHistory({ initialEntries: [address] }),
    defaultNotFoundComponent: NotFoundPage,
    parseSearch,
    stringifySearch,
  });
  await router.load();
  return renderToString(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

// React's useId values («r1», _R_1_, :r1:) name the form's fields in the app; the server names them "contact".
const REACT_ID = /^(«[^»]*»|_[rR]_[^_]*_|:[rR][^:]*:)/;
const IGNORED_TAGS = new Set(["NOSCRIPT", "TITLE", "META", "LINK", "SCRIPT", "STYLE"]);

/** One line per element (tag, sorted attributes) and per run of text, in document order. */
function outline(html: string): string[] {
  const root = document.createElement("div");
  root.innerHTML = html;
  // The live parts of an office's clock (decision 020): the time becomes the server's placeholder, the status goes.
  for (const status of root.querySelectorAll(".office-clock .open, .office-clock .closed")) status.remove();
  // The server's note that its form cannot send, shown only when it cannot (no scripting, or the app failed to load).
  for (const note of root.querySelectorAll(".form-needs-script, .app-failed-notice")) note.remove();
  // The server's forms are disabled until the app replaces them (shared/page-body/contact.ts, stats.ts): otherwise the same.
  for (const control of root.querySelectorAll(".contact-form [disabled], .sign-in-form [disabled]"))
    control.removeAttribute("disabled");
  for (const clock of root.querySelectorAll(".office-clock span"))
    clock.textContent = (clock.textContent ?? "").replace(/^\d\d:\d\d /, "--:-- ");
  const lines: string[] = [];
  // Text between two elements is one run, however React split it (it separates adjacent texts with comments).
  let run = "";
  const endRun = () => {
    const collapsed = run.replace(/\s+/g, " ");
    if (collapsed) lines.push(JSON.stringify(collapsed));
    run = "";
  };
  const walk = (node: Node) => {
    for (const child of node.childNodes) {
      if (child.nodeType === Node.TEXT_NODE) run += child.textContent ?? "";
      else if (child instanceof Element && !IGNORED_TAGS.has(child.tagName)) {
        endRun();
        const attributes = [...child.attributes]
          .filter((a) => a.name !== "selected")
          .map((a) => `${a.name}=${JSON.stringify(a.value.replace(REACT_ID, "contact"))}`)
          .sort();
        lines.push(`<${[child.tagName.toLowerCase(), ...attributes].join(" ")}>`);
        walk(child);
        endRun();
        lines.push(`</${child.tagName.toLowerCase()}>`);
      }
    }
  };
  walk(root);
  return lines;
}

const serverBody = (page: PageView) => renderPageBody(page, { sanitize: sanitizeHtml, now });

describe("the server's page body is the app's markup", () => {
  const cases: [string, PageView, string][] = [
    ["home", views.home(), "/"],
    ["work", views.work(), "/work"],
    ["work, filtered", views.workFiltered(), "/work?service=film"],
    ["news, page 2", views.news(), "/news?page=2"],
    ["news, page 100 of 167", views.newsDeep(), "/news?page=100"],
    ["one tag's articles, page 2", views.newsTagged(), "/news?tag=design&page=2"],
    ["search results", views.search(), "/search?q=brand"],
    ["search, nothing asked yet", views.searchBlank(), "/search"],
    ["search, no results", views.searchNothing(), "/search?q=zebra"],
    ["search, too long a query", views.searchTooLong(), `/search?q=${"a".repeat(201)}`],
    ["article", views.article(), "/news/article-2"],
    ["project", views.project(), "/project/project-3"],
    ["office", views.office(), "/office"],
    ["contact", views.contact(), "/contact"],
    ["stats, to a visitor who has not signed in", views.stats(), "/stats"],
    ["not found", views.notFound(), "/no-such-page"],
    [
      "gone",
      { ...views.gone(), rules: { path: "/old-page", redirect: null, gone: true, notFound: false, appMiddleware: [] } },
      "/old-page",
    ],
    [
      "a draft article's preview: bar, record and images carrying the token",
      view(
        `/news/draft-1?preview=${TOKEN}`,
        {
          kind: "article",
          article: {
            ...article(1, { slug: "draft-1", status: "draft", published_at: "", cover: "news_1.jpg" }),
            previewToken: TOKEN,
          },
          neighbours: { older: { id: "p", slug: "article-3", title: "Article 3" } },
        },
        {
          rules: { path: "/news/draft-1", redirect: null, gone: false, notFound: false, appMiddleware: [] },
          preview: { path: "/news/draft-1", token: TOKEN, expires: Date.now() + 86_400_000, published: false },
        },
      ),
      `/news/draft-1?preview=${TOKEN}`,
    ],
    [
      "a published project's preview",
      {
        ...views.project(),
        path: `/project/project-3?preview=${TOKEN}`,
        preview: { path: "/project/project-3", token: TOKEN, expires: Date.now() + 86_400_000, published: true },
      },
      `/project/project-3?preview=${TOKEN}`,
    ],
    [
      "hostile values",
      view("/news/x", {
        kind: "article",
        article: article(1, { slug: "x", title: HOSTILE, excerpt: HOSTILE, tags: HOSTILE, body: `<p>${HOSTILE}</p>` }),
        neighbours: { older: { id: "p", slug: "y", title: HOSTILE } },
      }),
      "/news/x",
    ],
    [
      "hostile search results",
      view("/search?q=x", {
        kind: "search",
        request: { kind: "search", query: "x" },
        results: {
          query: "x",
          more: true,
          hits: [
            { kind: "article", id: "a", slug: "x", title: [HOSTILE, "x"], snippet: ["", HOSTILE, HOSTILE], published_at: "" },
          ],
        },
      }),
      "/search?q=x",
    ],
    [
      "a project with no body, film link or next project",
      view("/project/project-1", {
        kind: "project",
        project: project(1, { body: "", video_url: "https://example.com/film.mp4" }),
        projects: [project(1)],
      }),
      "/project/project-1",
    ],
  ];

  it.each(cases)("%s", async (_, page, address) => {
    const app = outline(await renderApp(page, address));
    expect(app.length).toBeGreaterThan(50);
    expect(outline(serverBody(page))).toEqual(app);
  });
});
