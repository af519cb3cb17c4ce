import { describe, expect, it } from "vitest";
import { extractZipEntry, extractZipFiles } from "./zip";
import { makeZip } from "./zip-fixture";

describe("extractZipEntry", () => {
  const binary = Buffer.from("#!/bin/sh\necho pocketbase\n".repeat(50));
  const archive = makeZip([
    { name: "CHANGELOG.md", data: Buffer.from("notes"), method: 0 },
    { name: "pocketbase", data: binary, method: 8 },
  ]);

  it("inflates a deflated entry", () => {
    expect(extractZipEntry(archive, "pocketbase").equals(binary)).toBe(true);
  });

  it("copies a stored entry", () => {
    expect(extractZipEntry(archive, "CHANGELOG.md").toString()).toBe("notes");
  });

  it("names a missing entry", () => {
    expect(() => extractZipEntry(archive, "pocketbase.exe")).toThrow("pocketbase.exe is not in the archive");
  });

  it("rejects data that is not a ZIP", () => {
    expect(() => extractZipEntry(Buffer.from("<html>not found</html>"), "pocketbase")).toThrow(/not a ZIP/);
  });
});

describe("extractZipFiles", () => {
  it("reads every file, stored or deflated, by its path", () => {
    const db = Buffer.from("SQLite format 3\0".repeat(40));
    const files = extractZipFiles(
      makeZip([
        { name: "data.db", data: db, method: 8 },
        { name: "storage/abc/photo.jpg", data: Buffer.from("jpeg"), method: 0 },
      ]),
    );
    expect([...files.keys()]).toEqual(["data.db", "storage/abc/photo.jpg"]);
    expect(files.get("data.db")?.equals(db)).toBe(true);
    expect(files.get("storage/abc/photo.jpg")?.toString()).toBe("jpeg");
  });
});
