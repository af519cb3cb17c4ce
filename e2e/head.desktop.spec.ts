import type { APIRequestContext, Page } from "@playwright/test";
import { followLinkInArticle, openArticle } from "./support/article-link";
import { expect, test } from "./support/page-guards";
import { siteData } from "./support/site-data";
import { literally } from "./support/text";

/** What the document head holds once the app has drawn a page. */
async function readHead(page: Page) {
  return page.evaluate(() => {
    const all = (selector: string) => Array.from(document.head.querySelectorAll(selector));
    const contents = (selector: string) => all(selector).map((e) => e.getAttribute("content") ?? "");
    return {
      titles: all("title").map((e) => e.textContent ?? ""),
      descriptions: contents('meta[name="description"]'),
      canonicals: all('link[rel="canonical"]').map((e) => e.getAttribute("href") ?? ""),
      ogTitles: contents('meta[property="og:title"]'),
      ogImages: contents('meta[property="og:image"]'),
      feeds: all('link[rel="alternate"][type="application/rss+xml"]').length,
      robots: contents('meta[name="robots"]'),
      // Anywhere in the document, so a block left in the body would count too.
      jsonLd: Array.from(document.querySelectorAll('script[type="application/ld+json"]')).map((e) => e.textContent ?? ""),
      jsonLdInHead: all('script[type="application/ld+json"]').length,
    };
  });
}

type Head = Awaited<ReturnType<typeof readHead>>;

/** The schema.org types of the page's JSON-LD, each block parsed. */
const ldTypes = (head: Head) => head.jsonLd.map((text) => (JSON.parse(text) as { "@type": string })["@type"]);

async function expectImage(request: APIRequestContext, url: string, origin: string) {
  // Absolute, at the site's origin; the demo's site_url is a name this machine cannot reach, so it is asked of the server under test.
  expect(url.startsWith(`${origin}/api/files/`), url).toBe(true);
  expect(url).toContain("thumb=1200x630");
  const address = new URL(url);
  const response = await request.get(address.pathname + address.search);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^image\//);
}

/** Follows a header link in the app (behind the menu button on a phone). */
async function navigate(page: Page, label: string) {
  const toggle = page.getByRole("button", { name: "Menu" });
  if (await toggle.isVisible()) await toggle.click();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: label, exact: true }).click();
}

test("after each client navigation the head is the new page's, once, with its JSON-LD", async ({ page, baseURL, request }) => {
  const data = siteData(baseURL);
  const [site, news, projects, offices] = await Promise.all([data.site(), data.news(), data.projects(), data.offices()]);
  const name = site.site_name as string;
  const origin = (site.site_url as string).replace(/\/+$/, "") || new URL(baseURL ?? "").origin;

  /** Waits until the head shows `title`, then checks there is one of each and returns it. */
  async function headOf(title: string, canonicalPath: string): Promise<Head> {
    await expect.poll(async () => (await readHead(page)).titles).toEqual([title]);
    const head = await readHead(page);
    expect(head.descriptions).toHaveLength(1);
    expect(head.descriptions[0]).not.toBe("");
    expect(head.canonicals).toEqual([`${origin}${canonicalPath}`]);
    expect(head.ogTitles).toHaveLength(1);
    expect(head.robots).toEqual([]);
    expect(head.jsonLdInHead).toBe(head.jsonLd.length);
    return head;
  }

  await page.goto("/");
  const home = await headOf(name, "/");
  expect(ldTypes(home)).toEqual(["Organization", "WebSite"]);
  expect(home.feeds).toBe(1);
  await expectImage(request, home.ogImages[0] ?? "", origin);

  await navigate(page, "News");
  const list = await headOf(`News · ${name}`, "/news");
  expect(ldTypes(list)).toEqual([]);
  expect(list.feeds).toBe(1);

  const article = news.items[0];
  await page.getByRole("link", { name: article?.title }).first().click();
  const articleHead = await headOf(`${article?.seo_title || article?.title} · ${name}`, `/news/${article?.slug}`);
  expect(articleHead.descriptions).toEqual([article?.seo_description || article?.excerpt]);
  // An article names the feed too (issue 22, item 7): a reader who subscribes from it gets the news.
  expect(articleHead.feeds).toBe(1);
  expect(ldTypes(articleHead)).toEqual(["NewsArticle", "BreadcrumbList"]);
  const newsArticle = JSON.parse(articleHead.jsonLd[0] ?? "{}");
  expect(newsArticle.headline).toBe(article?.seo_title || article?.title);
  expect(newsArticle.datePublished).toBe(article?.published_at.replace(" ", "T"));
  await expectImage(request, articleHead.ogImages[0] ?? "", origin);

  await navigate(page, "Work");
  const work = await headOf(`Work · ${name}`, "/work");
  expect(ldTypes(work)).toEqual([]);

  const project = projects[0];
  await page
    .getByRole("link", { name: new RegExp(literally(project?.title)) })
    .first()
    .click();
  const projectHead = await headOf(`${project?.seo_title || project?.title} · ${name}`, `/project/${project?.slug}`);
  expect(ldTypes(projectHead)).toEqual(["CreativeWork", "BreadcrumbList"]);
  const [ogImage] = projectHead.ogImages;
  expect(ogImage).toContain(`/api/files/${project?.collectionId}/${project?.id}/`);
  await expectImage(request, ogImage ?? "", origin);

  await navigate(page, "Office");
  const office = await headOf(`Office · ${name}`, "/office");
  expect(ldTypes(office)).toEqual(offices.map(() => "ProfessionalService"));
  const [first] = office.jsonLd.map((text) => JSON.parse(text));
  expect(first.address).toMatchObject({ "@type": "PostalAddress", addressLocality: offices[0]?.city });
  expect(first.openingHoursSpecification.length).toBeGreaterThan(0);
  expect(first.telephone).toBe(offices[0]?.phone);
});

test("the not-found page's head: its title and noindex, with nothing left of the page before", async ({ page, baseURL }) => {
  const name = (await siteData(baseURL).site()).site_name as string;
  await openArticle(page, baseURL);
  await expect.poll(async () => ldTypes(await readHead(page))).toEqual(["NewsArticle", "BreadcrumbList"]);
  await followLinkInArticle(page, "/no/such/page");
  await expect.poll(async () => (await readHead(page)).titles).toEqual([`Page not found · ${name}`]);
  const head = await readHead(page);
  expect(head.robots).toEqual(["noindex"]);
  expect(head.canonicals).toEqual([]);
  expect(head.ogTitles).toEqual([]);
  expect(head.jsonLd).toEqual([]);
});
