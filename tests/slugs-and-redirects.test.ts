import type PocketBase from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createNews, createProject, publishing, refusal } from "./support/fixtures";
import { startTestServer, type TestServer } from "./support/pocketbase";

let site: TestServer;
let admin: PocketBase;

beforeAll(async () => {
  site = await startTestServer();
  admin = await site.superuser();
});
afterAll(() => site.stop());

const redirectFrom = async (source: string) =>
  (await admin.collection("redirects").getFullList({ filter: `source = "${source}"` }))[0];

describe("slugs", () => {
  it("are made from the title when left empty, accents transliterated", async () => {
    expect((await createProject(admin, { title: "Café Noir — Été" })).slug).toBe("cafe-noir-ete");
    expect((await createNews(admin, { title: "Straße & Søn: a launch" })).slug).toBe("strasse-and-son-a-launch");
  });

  it("are kept when given", async () => {
    expect((await createProject(admin, { title: "Anything", slug: "chosen-slug" })).slug).toBe("chosen-slug");
  });

  it("are unique per collection, with a message naming the other record", async () => {
    await createProject(admin, { title: "Original", slug: "taken" });
    const result = await refusal(createProject(admin, { title: "Copy", slug: "taken" }));
    expect(result.status).toBe(400);
    expect(result.data.slug?.message).toBe("Another project, “Original”, already uses the slug “taken”. Choose a different one.");
  });

  it("may repeat across collections", async () => {
    await createNews(admin, { title: "News", slug: "taken" });
  });

  it.each([
    ["Bad Slug", /lowercase letters, digits and single hyphens/],
    ["double--hyphen", /single hyphens/],
    ["-edge", /no hyphen at either end/],
  ])("refuse %j with a field message", async (slug, message) => {
    const result = await refusal(createProject(admin, { title: "X", slug }));
    expect(result.status).toBe(400);
    expect(result.data.slug?.message).toMatch(message);
  });

  it("are refused when nothing can be made of the title", async () => {
    const result = await refusal(createNews(admin, { title: "東京" }));
    expect(result.data.slug?.message).toMatch(/The slug is empty/);
  });

  it("tidy news tags", async () => {
    expect((await createNews(admin, { title: "Tagged", tags: "Design,  Culture ,design," })).tags).toBe("design, culture");
  });
});

describe("renaming a published record's slug", () => {
  it("creates a 301 from the old address", async () => {
    const project = await createProject(admin, { title: "Renamed", slug: "old-name" });
    await admin.collection("projects").update(project.id, { slug: "new-name" });
    expect(await redirectFrom("/project/old-name")).toMatchObject({
      target: "/project/new-name",
      status_code: "301",
      paused: false,
    });
  });

  it("points earlier redirects straight at the newest address", async () => {
    const article = await createNews(admin, { title: "Thrice", slug: "first" });
    await admin.collection("news").update(article.id, { slug: "second" });
    await admin.collection("news").update(article.id, { slug: "third" });
    expect((await redirectFrom("/news/first"))?.target).toBe("/news/third");
    expect((await redirectFrom("/news/second"))?.target).toBe("/news/third");
  });

  it("can go back to an old slug without a loop", async () => {
    const article = await createNews(admin, { title: "Back", slug: "there" });
    await admin.collection("news").update(article.id, { slug: "elsewhere" });
    await admin.collection("news").update(article.id, { slug: "there" });
    expect(await redirectFrom("/news/there")).toBeUndefined();
    expect((await redirectFrom("/news/elsewhere"))?.target).toBe("/news/there");
  });

  it("does nothing for a draft", async () => {
    const draft = await createProject(admin, { title: "Draft", slug: "draft-old", ...publishing("draft") });
    await admin.collection("projects").update(draft.id, { slug: "draft-new" });
    expect(await redirectFrom("/project/draft-old")).toBeUndefined();
  });

  it("leaves everything as it was when the rename is refused", async () => {
    await createProject(admin, { title: "Holder", slug: "occupied" });
    const project = await createProject(admin, { title: "Mover", slug: "mover" });
    await refusal(admin.collection("projects").update(project.id, { slug: "occupied" }));
    expect(await redirectFrom("/project/mover")).toBeUndefined();
    expect((await admin.collection("projects").getOne(project.id)).slug).toBe("mover");
  });
});

describe("redirect targets", () => {
  const create = (fields: Record<string, unknown>) => admin.collection("redirects").create({ status_code: "301", ...fields });

  it("normalise the source path", async () => {
    expect((await create({ source: " /Old-Page/ ", target: "/work" })).source).toBe("/old-page");
  });

  it.each([
    ["/work", "/work"],
    ["https://example.com/away", "https://example.com/away"],
  ])("accept %s", async (target, stored) => {
    expect((await create({ source: `/ok-${Math.random().toString(36).slice(2, 8)}`, target })).target).toBe(stored);
  });

  it("accept a 410 with no target", async () => {
    expect((await create({ source: "/gone", target: "", status_code: "410" })).status_code).toBe("410");
  });

  it.each([
    ["javascript:alert(1)", "“javascript:” targets are not allowed; use a path or an http(s) address."],
    ["data:text/html,hi", "“data:” targets are not allowed; use a path or an http(s) address."],
    ["vbscript:msgbox(1)", "“vbscript:” targets are not allowed; use a path or an http(s) address."],
    ["//evil.example/x", "Protocol-relative targets (//host) are not allowed; write the full https:// address."],
    ["ftp://files.example", "“ftp:” targets are not allowed; use a path or an http(s) address."],
    ["", "Give a target: a path such as /work or an address such as https://example.com."],
  ])("refuse %j naming the target field", async (target, message) => {
    const result = await refusal(create({ source: `/bad-${Math.random().toString(36).slice(2, 8)}`, target }));
    expect(result.status).toBe(400);
    expect(result.data.target?.message).toBe(message);
  });

  it("refuse a self-loop", async () => {
    const result = await refusal(create({ source: "/self", target: "/Self/" }));
    expect(result.data.target?.message).toBe("The target is the source itself, so this redirect would loop forever.");
  });

  it("refuse a cycle through other redirects", async () => {
    await create({ source: "/loop-a", target: "/loop-b" });
    await create({ source: "/loop-b", target: "/loop-c" });
    const result = await refusal(create({ source: "/loop-c", target: "/loop-a" }));
    expect(result.data.target?.message).toBe("This would make a loop: /loop-c → /loop-a → /loop-b → /loop-c.");
  });

  it("refuse a second redirect from the same path, naming the source field", async () => {
    await create({ source: "/twice", target: "/work" });
    const result = await refusal(create({ source: "/Twice/", target: "/news" }));
    expect(result.data.source?.message).toBe("There is already a redirect from /twice; edit that one instead.");
  });

  it("refuse paths that belong to PocketBase", async () => {
    expect((await refusal(create({ source: "/api/health", target: "/work" }))).data.source?.message).toMatch(
      /belong to PocketBase/,
    );
  });
});

describe("offices", () => {
  const office = (fields: Record<string, unknown>) =>
    admin
      .collection("offices")
      .create({ name: "HQ", city: "Lisbon", country: "Portugal", time_zone: "Europe/Lisbon", ...fields });

  it("accept structured opening hours and an IANA time zone", async () => {
    const created = await office({ opening_hours: [{ days: ["mon", "fri"], opens: "09:00", closes: "18:00" }] });
    expect(created.opening_hours).toEqual([{ days: ["mon", "fri"], opens: "09:00", closes: "18:00" }]);
  });

  it("refuse malformed opening hours with the reason", async () => {
    const result = await refusal(office({ opening_hours: [{ days: ["monday"], opens: "09:00", closes: "18:00" }] }));
    expect(result.data.opening_hours?.message).toBe('Period 1: "monday" is not a day; use mon, tue, wed, thu, fri, sat, sun.');
  });

  it("refuse a time zone that does not exist", async () => {
    expect((await refusal(office({ time_zone: "Mars/Olympus" }))).data.time_zone).toBeDefined();
  });
});
