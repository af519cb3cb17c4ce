import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bytes, IMAGES } from "../shared/images/dimensions.fixtures";
import { appCollection } from "./support/app-reads";
import { createProject, jpegBlob } from "./support/fixtures";
import { startTestServer, type TestServer } from "./support/pocketbase";

// Saving an image keeps its size with the record (pb_hooks/src/images.pb.ts), read from the file's own bytes, so pages
// never ask for a thumbnail wider than the original (docs/decisions/archive/025-images-sized-to-the-screen.md).

let site: TestServer;
beforeAll(async () => {
  site = await startTestServer();
});
afterAll(() => site.stop());

const blob = (hex: string, type: string) => new Blob([new Uint8Array(bytes(hex))], { type });

describe("saving an image", () => {
  it("records each file's size by its stored name: a new record, an added file, a removed one", async () => {
    const admin = await site.superuser();
    const form = new FormData();
    form.append("title", "Sized");
    form.append("status", "draft");
    form.append("cover", jpegBlob(1200, 750), "cover.jpg");
    form.append("gallery", blob(IMAGES.png, "image/png"), "plan.png");
    form.append("gallery", blob(IMAGES.webpLossy, "image/webp"), "view.webp");
    const created = await admin.collection("projects").create(form);
    const [plan, view] = created.gallery as string[];
    expect(created.image_sizes).toEqual({
      [created.cover]: { width: 1200, height: 750 },
      [plan as string]: { width: 37, height: 21 },
      [view as string]: { width: 37, height: 21 },
    });

    const more = new FormData();
    more.append("gallery+", blob(IMAGES.jpegRotated, "image/jpeg"), "turned.jpg");
    more.append("gallery-", plan as string);
    const updated = await admin.collection("projects").update(created.id, more);
    const turned = (updated.gallery as string[]).find((name) => name.startsWith("turned"));
    expect(updated.image_sizes).toEqual({
      [created.cover]: { width: 1200, height: 750 },
      [view as string]: { width: 37, height: 21 },
      // Shown turned a quarter by its EXIF orientation, as browsers and PocketBase's thumbnails show it.
      [turned as string]: { width: 21, height: 37 },
    });
  });

  it("records the size in every collection with pictures, for every visitor to read", async () => {
    const admin = await site.superuser();
    const project = await createProject(admin);
    const office = new FormData();
    for (const [key, value] of Object.entries({ name: "Sized", city: "Porto", country: "Portugal", time_zone: "Europe/Lisbon" }))
      office.append(key, value);
    office.append("image", jpegBlob(900, 600), "office.jpg");
    const studio = await admin.collection("offices").create(office);
    const news = new FormData();
    news.append("title", "Sized news");
    news.append("status", "draft");
    news.append("cover", blob(IMAGES.webpExtended, "image/webp"), "cover.webp");
    const article = await admin.collection("news").create(news);

    expect(project.image_sizes).toEqual({ [project.cover]: { width: 32, height: 20 } });
    expect((await appCollection(site.visitor(), "offices").getOne(studio.id)).image_sizes).toEqual({
      [studio.image]: { width: 900, height: 600 },
    });
    expect(article.image_sizes).toEqual({ [article.cover]: { width: 37, height: 21 } });
  });

  it("keeps the sizes when a save touches no file", async () => {
    const admin = await site.superuser();
    const project = await createProject(admin);
    const renamed = await admin.collection("projects").update(project.id, { title: "Renamed" });
    expect(renamed.image_sizes).toEqual({ [project.cover]: { width: 32, height: 20 } });
  });
});
