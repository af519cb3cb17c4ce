import type PocketBase from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jpegBlob, publishing, type Visibility } from "./support/fixtures";
import { startTestServer, type TestServer } from "./support/pocketbase";

/**
 * A file is as public as its record: visitors get the files of published, due records only, whichever way they ask
 * (original, thumbnail, download); the superuser gets every file with a file token, as the admin asks for them.
 */
let site: TestServer;
let admin: PocketBase;
let fileToken: string;

interface Stored {
  collection: "projects" | "news";
  field: "cover" | "gallery";
  state: Visibility;
  id: string;
  file: string;
}
const stored: Stored[] = [];

async function createWithFiles(collection: "projects" | "news", state: Visibility) {
  const form = new FormData();
  for (const [key, value] of Object.entries({
    title: `${collection} ${state} with files`,
    cover_alt: "A flat grey test picture",
    ...(collection === "projects" ? { gallery_alt: "A flat grey gallery picture" } : {}),
    ...publishing(state),
  })) {
    form.append(key, value);
  }
  form.append("cover", jpegBlob(), "cover.jpg");
  if (collection === "projects") form.append("gallery", jpegBlob(), "gallery.jpg");
  const record = await admin.collection(collection).create(form);
  stored.push({ collection, field: "cover", state, id: record.id, file: record.cover });
  if (collection === "projects") stored.push({ collection, field: "gallery", state, id: record.id, file: record.gallery[0] });
}

beforeAll(async () => {
  site = await startTestServer();
  admin = await site.superuser();
  for (const collection of ["projects", "news"] as const) {
    for (const state of ["published", "draft", "scheduled"] as const) await createWithFiles(collection, state);
  }
  fileToken = await admin.files.getToken();
});
afterAll(() => site.stop());

const fileStatus = async (path: string, headers: Record<string, string> = {}) =>
  (await fetch(`${site.url}${path}`, { headers })).status;
const pathOf = ({ collection, id, file }: Stored) => `/api/files/${collection}/${id}/${file}`;

// One row per file, state and way of asking; a visitor sees the file exactly when it sees the record.
const QUERIES = ["", "?thumb=360x0", "?thumb=100x100", "?thumb=1200x630", "?download=1", "?thumb=360x0&download=1"];

describe("a visitor", () => {
  it.each(
    QUERIES.flatMap((query) =>
      (["published", "draft", "scheduled"] as const).flatMap((state) =>
        (
          [
            ["projects", "cover"],
            ["projects", "gallery"],
            ["news", "cover"],
          ] as const
        ).map(([collection, field]) => ({
          collection,
          field,
          state,
          query,
          asked: query || "plainly",
          status: state === "published" ? 200 : 404,
        })),
      ),
    ),
  )(
    "gets $status for a $state record's $collection $field, asked $asked",
    async ({ collection, field, state, query, status }) => {
      const file = stored.find((s) => s.collection === collection && s.field === field && s.state === state);
      expect(file).toBeDefined();
      expect(await fileStatus(`${pathOf(file as Stored)}${query}`)).toBe(status);
    },
  );

  it("gets 404 for a hidden record's file whatever token it brings", async () => {
    const draft = stored.find((s) => s.state === "draft") as Stored;
    // A forged token, and the superuser's auth token where a file token belongs.
    for (const token of ["forged", "eyJhbGciOiJIUzI1NiJ9.eyJ0eXBlIjoiZmlsZSJ9.x", admin.authStore.token]) {
      expect(await fileStatus(`${pathOf(draft)}?token=${encodeURIComponent(token)}`)).toBe(404);
    }
  });

  it("loses a file when its record is unpublished, and gets it back when it is published again", async () => {
    const published = stored.find((s) => s.collection === "news" && s.state === "published") as Stored;
    await admin.collection("news").update(published.id, { status: "draft" });
    expect(await fileStatus(pathOf(published))).toBe(404);
    await admin.collection("news").update(published.id, { status: "published" });
    expect(await fileStatus(pathOf(published))).toBe(200);
  });
});

describe("the superuser", () => {
  it.each(QUERIES)("gets every file with a file token, as the admin asks for them (%s)", async (query) => {
    for (const file of stored) {
      const separator = query === "" ? "?" : "&";
      expect(await fileStatus(`${pathOf(file)}${query}${separator}token=${fileToken}`), `${file.state} ${file.field}`).toBe(200);
    }
  });
});
