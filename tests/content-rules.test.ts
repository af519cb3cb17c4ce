import type PocketBase from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIST_BATCH } from "../shared/pages/lists";
import { at, createNews, createProject, publishing, refusal, type Visibility } from "./support/fixtures";
import { startTestServer, type TestServer } from "./support/pocketbase";

let site: TestServer;
let admin: PocketBase;
let visitor: PocketBase;
const ids: Record<string, Record<Visibility, string>> = {};

beforeAll(async () => {
  site = await startTestServer();
  admin = await site.superuser();
  visitor = site.visitor();
  for (const [name, create] of [
    ["projects", createProject],
    ["news", createNews],
  ] as const) {
    ids[name] = {} as Record<Visibility, string>;
    for (const state of ["published", "draft", "scheduled"] as const) {
      ids[name][state] = (await create(admin, { title: `${name} ${state}`, ...publishing(state) })).id;
    }
  }
});
afterAll(() => site.stop());

// One row per rule: who reads, which record, what they should get.
const readRows = (["projects", "news"] as const).flatMap((collection) =>
  (["published", "draft", "scheduled"] as const).flatMap((state) => [
    { collection, state, actor: "visitor" as const, visible: state === "published" },
    { collection, state, actor: "superuser" as const, visible: true },
  ]),
);

describe("reading published content", () => {
  it.each(readRows)("$actor lists $collection: $state record visible=$visible", async ({ collection, state, actor, visible }) => {
    const pb = actor === "visitor" ? visitor : admin;
    const list = await pb.collection(collection).getFullList({ filter: `id = "${ids[collection]?.[state]}"`, batch: LIST_BATCH });
    expect(list.length).toBe(visible ? 1 : 0);
  });

  it.each(readRows)("$actor views $collection: $state record visible=$visible", async ({ collection, state, actor, visible }) => {
    const pb = actor === "visitor" ? visitor : admin;
    const id = ids[collection]?.[state] ?? "";
    if (visible) expect((await pb.collection(collection).getOne(id)).id).toBe(id);
    else expect((await refusal(pb.collection(collection).getOne(id))).status).toBe(404);
  });

  it("shows a scheduled record once its time has come, with no job running", async () => {
    const soon = await createNews(admin, { published_at: at(1500) });
    expect((await refusal(visitor.collection("news").getOne(soon.id))).status).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect((await visitor.collection("news").getOne(soon.id)).id).toBe(soon.id);
  });

  it.each(["services", "offices", "site"])("lets visitors read %s", async (collection) => {
    await expect(visitor.collection(collection).getList(1, 1)).resolves.toHaveProperty("items");
  });

  it("hides the site's notification address from visitors only", async () => {
    const settings = await admin.collection("site").getFirstListItem("");
    await admin.collection("site").update(settings.id, { contact_email: "hello@example.com" });
    expect(await visitor.collection("site").getOne(settings.id)).not.toHaveProperty("contact_email");
    expect(await admin.collection("site").getOne(settings.id)).toHaveProperty("contact_email", "hello@example.com");
  });
});

const writeRows = ["projects", "news", "services", "offices", "redirects", "site"].flatMap((collection) =>
  (["create", "update", "delete"] as const).map((verb) => ({ collection, verb })),
);

describe("visitors cannot write content", () => {
  it.each(writeRows)("visitor $verb on $collection is refused", async ({ collection, verb }) => {
    const [target] = (await admin.collection(collection).getList(1, 1)).items;
    const id = target?.id ?? "missing0000000";
    const call =
      verb === "create"
        ? visitor.collection(collection).create({ title: "x", name: "x", source: "/x", site_name: "x" })
        : verb === "update"
          ? visitor.collection(collection).update(id, { title: "hacked", name: "hacked", site_name: "hacked" })
          : visitor.collection(collection).delete(id);
    expect([400, 403, 404]).toContain((await refusal(call)).status);
    if (target) expect(await admin.collection(collection).getOne(target.id)).toEqual(target);
  });
});

describe("contact submissions", () => {
  it("are create-only for visitors, who cannot set what the server owns", async () => {
    const sent = await visitor.collection("contact").create(
      {
        name: "Ada",
        email: "ada@example.com",
        message: "We would like a new brand.",
        consent: true,
        spam: true,
        notification: "sent",
        notify_attempts: 9,
      },
      { headers: { "User-Agent": "integration-test" } },
    );
    const stored = await admin.collection("contact").getOne(sent.id);
    // Sent without the form's token, so the server files it as spam: whatever the visitor claimed.
    expect(stored).toMatchObject({
      spam: true,
      spam_reason: "no form token",
      notification: "skipped",
      notify_attempts: 0,
      user_agent: "integration-test",
    });
  });

  it.each(["list", "view", "update", "delete"] as const)("refuse a visitor's %s", async (verb) => {
    const [one] = (await admin.collection("contact").getList(1, 1)).items;
    const id = one?.id ?? "";
    const call = {
      list: () => visitor.collection("contact").getList(1, 10),
      view: () => visitor.collection("contact").getOne(id),
      update: () => visitor.collection("contact").update(id, { name: "x" }),
      delete: () => visitor.collection("contact").delete(id),
    }[verb]();
    expect([403, 404]).toContain((await refusal(call)).status);
  });

  it("are listed for the superuser", async () => {
    expect((await admin.collection("contact").getList(1, 10)).totalItems).toBeGreaterThan(0);
  });
});

describe("the site's settings record", () => {
  it("cannot be duplicated", async () => {
    const result = await refusal(admin.collection("site").create({ site_name: "Second" }));
    expect(result.status).toBe(400);
  });

  it("cannot be deleted", async () => {
    const settings = await admin.collection("site").getFirstListItem("");
    expect((await refusal(admin.collection("site").delete(settings.id))).status).toBe(400);
  });

  it.each([
    "https://instagram.com/meridian",
    "HTTPS://www.linkedin.com/company/meridian",
    "http://example.com/old-blog",
    "mailto:hello@meridian.example",
  ])("keeps a social link to %s", async (url) => {
    const settings = await admin.collection("site").getFirstListItem("");
    const saved = await admin.collection("site").update(settings.id, { social_links: [{ label: "Ours", url }] });
    expect(saved.social_links).toEqual([{ label: "Ours", url }]);
  });

  it.each([
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "javascript:alert(1)",
    " javascript:alert(1)",
    "java\tscript:alert(1)",
    "tel:+351210000000",
    "//evil.example/x",
    "instagram.com/meridian",
    "https://",
    "https://exa mple.com",
    "https://example.com/\n",
  ])("refuses a social link to %j with a message under the field", async (url) => {
    const settings = await admin.collection("site").getFirstListItem("");
    const result = await refusal(
      admin.collection("site").update(settings.id, {
        social_links: [
          { label: "Fine", url: "https://example.com" },
          { label: "Bad", url },
        ],
      }),
    );
    expect(result.status).toBe(400);
    expect(result.data.social_links?.message).toBe(
      "“Bad” needs a full web or mail address, starting with https://, http:// or mailto:.",
    );
  });

  it.each([
    [{ label: "x", url: "https://x.example" }, "a list"],
    [[{ url: "https://x.example" }], "a label"],
    [[{ label: "Instagram" }], "an address"],
    [["https://x.example"], "a label"],
  ])("refuses social links shaped like %j", async (social_links, what) => {
    const settings = await admin.collection("site").getFirstListItem("");
    const result = await refusal(admin.collection("site").update(settings.id, { social_links }));
    expect(result.status).toBe(400);
    expect(result.data.social_links?.message).toContain(what);
  });
});

describe("visitor sign-ups", () => {
  it("do not exist: there is no users collection", async () => {
    expect(
      (await refusal(visitor.collection("users").create({ email: "a@b.c", password: "12345678", passwordConfirm: "12345678" })))
        .status,
    ).toBe(404);
  });
});

describe("the contact form's rules on the server", () => {
  it("refuse a submission field by field, in the form's own words", async () => {
    const result = await refusal(
      visitor.collection("contact").create({ name: " ", email: "ada@", message: "hi", consent: false }),
    );
    expect(result.status).toBe(400);
    expect(Object.fromEntries(Object.entries(result.data).map(([field, detail]) => [field, detail.message]))).toEqual({
      name: "Please tell us your name.",
      email: "That email address does not look right, e.g. name@example.com.",
      message: "Please write a little more: at least 10 characters.",
      consent: "Please agree that we may store your message to answer it.",
    });
  });
});
