import { describe, expect, it } from "vitest";
import { escapeHtml } from "../html";
import { IMAGE_SIZES } from "../image-layout";
import { fileUrl } from "../images";
import type { PageView } from "../page-view";
import { renderPageBody } from "./index";
import { article, HOSTILE, office, project, projects, view, views } from "./test-views";

// A stand-in for the server's sanitiser: drops every tag but <p>, so the tests see that bodies go through it.
const sanitize = (html: string) => html.replace(/<(?!\/?p>)[^>]*>/g, "");
const now = new Date("2026-11-22T12:00:00Z");
const render = (v: PageView) => renderPageBody(v, { sanitize, now });
const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;

describe("every page", () => {
  it.each(Object.entries(views))(
    "%s: one h1, the skip link, header, main in its layout, the page wrapper, the footer",
    (_, make) => {
      const v = make();
      const html = render(v);
      expect(count(html, /<h1[\s>]/g)).toBe(1);
      expect(html.startsWith(`<a class="skip-link" href="#main">Skip to content</a>`)).toBe(true);
      expect(html).toContain(
        `<main id="main" class="${v.content.kind === "home" ? "layout-default" : "layout-spacer"}"><div data-page="true">`,
      );
      for (const href of ["/", "/work", "/news", "/office", "/contact", `/office#office-${v.offices[0]?.id}`])
        expect(html).toContain(`href="${href}"`);
      expect(html).toContain("© 2026 Meridian");
      // Icons are drawn, not left for the app: the same SVG the app's Iconify component writes.
      expect(html).toContain(`class="iconify iconify--ph" width="1.1em" height="1.1em" viewBox="0 0 256 256"><path`);
    },
  );

  it("marks the current section in the main navigation, as the app does", () => {
    const html = render(views.project());
    // On a project the header says "Work"; the router marks no link there (its own rule: a link to this very page).
    expect(html).toContain(`<a aria-current="page" href="/work">Work</a>`);
    expect(count(html, /aria-current="page"/g)).toBe(1);
    const office = render(views.office());
    expect(office).toContain(`<a aria-current="page" href="/office" data-status="active">Office</a>`);
    expect(office).toContain(`<a class="active" href="/office" data-status="active" aria-current="page">Office</a>`);
    expect(office).toContain(
      `<a class="active" href="/office#office-off000000000001" data-status="active" aria-current="page">Lisbon</a>`,
    );
    const home = render(views.home());
    expect(home).toContain(`<a class="brand active" href="/" data-status="active" aria-current="page">Meridian</a>`);
    expect(count(home, /aria-current="page"/g)).toBe(1);
  });

  it("draws no inline style or script a strict CSP would refuse; the footer lists every page", () => {
    const html = render(views.office());
    // The dead menu button is hidden by the stylesheet when scripting is off (site-header.css), not by a <style>.
    expect(html).not.toMatch(/<style|<noscript><style| style="|<script(?![^>]*type="application\/(json|ld\+json)")/);
    expect(html).toMatch(/<nav aria-label="Footer">.*href="\/work".*href="\/news".*href="\/office".*href="\/contact"/);
  });
});

describe("the pages' content", () => {
  it("home: the hero, the featured projects, services, latest news and studios, each linked", () => {
    const html = render(views.home());
    expect(html).toMatch(
      new RegExp(
        '<h1 class="hero-title">We make <span class="hero-words" data-typed="true" data-typed-words="brands people remember\nproducts people love">' +
          '<span class="visually-hidden">brands people remember, products people love</span><span class="typed-frame">' +
          '<span class="typed-room" aria-hidden="true">brands people remember</span>' +
          '<span class="typed-text" aria-hidden="true">brands people remember</span></span></span></h1>',
      ),
    );
    for (const href of [
      "/project/project-1",
      "/project/project-2",
      "/work?service=branding",
      "/work?service=film",
      "/news/article-1",
      "/news/article-3",
    ])
      expect(html).toContain(`href="${href}"`);
    expect(html).not.toContain(`href="/project/project-3"`); // not featured
    expect(html).toContain("Studios in 2 time zones");
    // The hero fills the first screen: no card below it competes with what is on screen for bandwidth.
    expect(html).not.toContain("fetchpriority");
  });

  it("work: every project linked, the chips with the current filter", () => {
    const all = render(views.work());
    for (const p of projects) expect(all).toContain(`href="/project/${p.slug}"`);
    expect(count(all, /fetchpriority="high"/g)).toBe(1);
    expect(all).toContain(`<a aria-current="page" class="chip active" href="/work" data-status="active">All</a>`);
    const film = render(views.workFiltered());
    expect(film).toContain(`<a aria-current="page" class="chip active" href="/work?service=film" data-status="active">Film</a>`);
    expect(film).toContain(`<a class="chip" href="/work">All</a>`);
    expect(film).toContain("Film: Stories that move.");
    expect(film).toContain(`href="/project/project-1"`);
    expect(film).not.toContain(`href="/project/project-2"`);
  });

  it("news: every article linked with its date, and the pages", () => {
    const html = render(views.news());
    for (const n of [1, 2, 3]) expect(html).toContain(`href="/news/article-${n}"`);
    expect(html).toContain(`<time datetime="2026-03-11T09:00:00.000Z">11 March 2026</time>`);
    expect(html).toContain(`<a rel="prev" href="/news">`);
    expect(html).toContain(`<a rel="next" href="/news?page=3">`);
    expect(html).toContain(
      `<a aria-current="page" aria-label="Page 2" class="active" href="/news?page=2" data-status="active">2</a>`,
    );
    expect(html).toContain(`<a aria-label="Page 1" href="/news">1</a>`);
  });

  it("news, deep in a long list: the first, the last and the neighbours linked, each gap said aloud", () => {
    const html = render(views.newsDeep());
    const pages = [...html.matchAll(/aria-label="Page (\d+)"/g)].map((m) => Number(m[1]));
    expect(pages).toEqual([1, 99, 100, 101, 167]);
    expect(html).toContain(
      `<li class="pagination-gap"><span aria-hidden="true">…</span><span class="visually-hidden">Pages 2 to 98 are not listed</span></li>`,
    );
    expect(html).toContain(`<span class="visually-hidden">Pages 102 to 166 are not listed</span>`);
    expect(html).toContain(`<a rel="prev" href="/news?page=99">`);
  });

  it("article: title, meta, cover above the fold, sanitised body, neighbours", () => {
    const html = render(views.article());
    const a = article(2, { cover: "news_2.jpg" });
    expect(html).toContain("<h1>Article 2</h1>");
    expect(html).toContain(
      `<time datetime="2026-03-12T09:00:00.000Z">12 March 2026</time><span>By Ana Silva</span>` +
        `<span><a class="tag" href="/news?tag=design">design</a>, <a class="tag" href="/news?tag=culture">culture</a></span>`,
    );
    // A 1200 px original: thumbs up to three quarters of it, then the original itself (shared/images.ts).
    const src = fileUrl("", a, "news_2.jpg", "720x0");
    expect(src).toBe("/api/files/pbc_news/nws000000000002/news_2.jpg?thumb=720x0");
    expect(html).toContain(
      `<div class="media article-cover ratio-16x8"><img src="${src}" srcset="${fileUrl("", a, "news_2.jpg", "360x0")} 360w,`,
    );
    expect(html).toContain(
      `${fileUrl("", a, "news_2.jpg")} 1200w" sizes="${IMAGE_SIZES.cover}" alt="" width="1200" height="750" loading="eager" fetchpriority="high" decoding="async"/>`,
    );
    expect(html).toContain(`<div class="prose article-body"><p>Body of article 2.</p></div>`);
    expect(html).toContain(
      `<a rel="prev" href="/news/article-1"><span class="eyebrow">Previous</span><strong>Article 1</strong></a>`,
    );
    expect(html).toContain(`<a rel="next" class="newer" href="/news/article-3">`);
  });

  it("project: facts, cover, gallery lazily, the film's link, the next project", () => {
    const html = render(views.project());
    expect(html).toContain("<h1>Project 3</h1>");
    expect(html).toContain(`<dt>Services</dt><dd><span><a href="/work?service=film">Film</a></span></dd>`);
    expect(html).toContain(`alt="What cover 3 shows" width="1600" height="1000" loading="eager" fetchpriority="high"`);
    expect(html).toContain(`alt="Project 3, view 2 of 2" width="1600" height="1000" loading="lazy" decoding="async"`);
    expect(count(html, /fetchpriority/g)).toBe(1);
    expect(html).toContain(`<a href="https://vimeo.com/76979871" rel="noopener noreferrer">watch it there</a>`);
    expect(html).toContain(`<a class="next-project" href="/project/project-1">`);
  });

  it("office: every studio with address, links and hours; the live clock as a placeholder", () => {
    const html = render(views.office());
    expect(html).toContain(`<article class="office-card" id="office-off000000000001">`);
    expect(html).toContain(`<a href="tel:+351210000001">`);
    expect(html).toContain(`<a href="mailto:studio2@example.com">`);
    expect(html).toContain(`<th scope="row">Mon–Fri</th><td>09:00–18:00</td>`);
    expect(html).toContain("<span>--:-- local time</span></p>");
    expect(html).not.toMatch(/Open now|Closed now/);
  });

  it("contact: the form, and for visitors without JavaScript another way to reach the studio", () => {
    const html = render(views.contact());
    expect(html).toContain(`<form class="contact-form" novalidate=""`);
    expect(html).toContain(`<option value="">Choose a topic</option>`);
    // Nothing can be typed into it before the app replaces it (the typing would be lost), nor sent without the app.
    const form = html.slice(html.indexOf("<form"), html.indexOf("</form>"));
    const controls = form.match(/<(input|select|textarea|button)\b[^>]*>/g) ?? [];
    expect(controls.length).toBeGreaterThan(6);
    for (const control of controls.filter((c) => !c.includes('name="website"'))) expect(control).toContain("disabled");
    expect(html).toMatch(
      /<p class="notice form-needs-script" role="status"><span>This form needs JavaScript to send your message\. Write or call us instead: <a href="mailto:studio1@example\.com">/,
    );
    const alone = render(view("/contact", { kind: "contact" }, { offices: [office(1, { email: "", phone: "" })] }));
    expect(alone).toContain("Our studios below list how to reach us instead.");
  });

  it.each([
    [404, "/no-such-page"],
    [410, "/old-page"],
  ] as const)("not found (%i): the error page's not-found variant", (status, path) => {
    const html = render(view(path, { kind: "not-found", status }));
    expect(html).toContain(`<section class="error-page container" data-testid="error-page" data-status="${status}">`);
    expect(html).toContain(`<h1>Page Not Found</h1><p class="lede">Page Not Found: ${path}</p>`);
  });
});

describe("hostile values", () => {
  const hostile = HOSTILE;
  const pages: PageView[] = [
    view(
      "/",
      {
        kind: "home",
        projects: [project(1, { title: hostile, client: hostile })],
        services: [],
        news: [article(1, { title: hostile, tags: hostile, excerpt: hostile })],
      },
      {
        site: {
          ...views.home().site,
          site_name: hostile,
          hero_words: hostile,
          tagline: hostile,
          social_links: [{ label: hostile, url: "javascript:alert(1)" }],
        },
        offices: [office(1, { city: hostile, address: hostile, email: hostile })],
      },
    ),
    view("/news/x", {
      kind: "article",
      article: article(1, { title: hostile, author_name: hostile, body: `<p>ok</p><script>alert(1)</script>` }),
      neighbours: { older: { id: "a", slug: "x", title: hostile } },
    }),
    view("/project/x", {
      kind: "project",
      project: project(1, { title: hostile, gallery: ["g.jpg"], video_url: `https://example.com/"><script>` }),
      projects: [project(1)],
    }),
    view(`/${hostile}`, { kind: "not-found", status: 404 }),
  ];

  it.each(pages.map((p) => [p.content.kind, p] as const))("%s: come out escaped, never as markup", (_, v) => {
    const html = render(v);
    expect(html).not.toContain("<img src=x");
    expect(html).not.toContain("</title>");
    expect(html).not.toContain("</script>");
    expect(html).not.toContain("javascript:");
    expect(html).toContain(escapeHtml(hostile));
  });
});
