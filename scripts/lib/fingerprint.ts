import { createHash } from "node:crypto";
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";

/** Tool caches (vitest writes results under the Vite root's node_modules) are not inputs. */
const ignored = (relative: string) => relative.split(path.sep).includes("node_modules");

/** A hash of every file under the given paths (names and contents), so a build reruns only when an input changed. */
export async function fingerprint(root: string, inputs: string[]): Promise<string> {
  const hash = createHash("sha256");
  const files: string[] = [];
  for (const input of inputs) {
    const full = path.join(root, input);
    const info = await stat(full).catch(() => undefined);
    if (!info) continue;
    if (info.isFile()) {
      files.push(input);
      continue;
    }
    for (const name of await readdir(full, { recursive: true })) {
      const relative = path.join(input, name);
      if (!ignored(relative) && (await stat(path.join(root, relative))).isFile()) files.push(relative);
    }
  }
  for (const file of files.sort()) {
    hash
      .update(file)
      .update("\0")
      .update(await readFile(path.join(root, file)))
      .update("\0");
  }
  return hash.digest("hex");
}
