import { readBound } from "../../../../shared/serving/bounds";

/**
 * A full disk is an outage of writes, never of reads or of the process (decision 083). A reserve file of
 * DISK_RESERVE_MB is kept in the data dir while the server runs and released when it starts, so that SQLite can
 * open its databases and PocketBase its settings on a disk that filled up meanwhile. A start that finds no room even
 * then stops at once with one line that says so. A write that fails for want of space answers 503 with a message a
 * person can act on.
 */

// Go's os.FileMode is a number; the generated declarations type it as an interface.
/** A file only this process's user may read and write (a reserve, a mail job, a page being gzipped). */
export const OWNER_ONLY_FILE = 0o600 as unknown as os.FileMode;
/** A directory only this process's user may enter. */
export const OWNER_ONLY_DIR = 0o700 as unknown as os.FileMode;

const RESERVE = ".disk-reserve";
/** Set while the warning that no reserve could be kept stands, so it is said once, not every minute. */
const RESERVE_WARNED = "diskReserveWarned";
const PROBE = ".disk-probe";
/** What a start needs free, past the reserve: SQLite's shared-memory files and a few pages of write-ahead log. */
export const START_NEEDS_MB = 1;

const reservePath = (dataDir: string) => $filepath.join(dataDir, RESERVE);

/** Whether this process serves the site: other commands (superuser upsert, a mail attempt's child) leave the reserve be. */
export const serving = (args: readonly string[]) => args.slice(1).includes("serve");

/** Whether an error is SQLite's or the file system's "no space left". */
export function isDiskFull(error: unknown): boolean {
  const text = [
    String((error as { message?: unknown } | undefined)?.message ?? ""),
    String(error ?? ""),
    (() => {
      try {
        return String((error as { value?: { rawData?: () => unknown } } | undefined)?.value?.rawData?.() ?? "");
      } catch {
        return "";
      }
    })(),
  ].join(" ");
  return /database or disk is full|no space left on device|SQLITE_FULL|\(13\)|disk quota exceeded/i.test(text);
}

/** What the reserve is written in: the same 64 KB again and again, never a text of the whole reserve in memory. */
const FILL_CHUNK = 64 * 1024;

/**
 * Writes `megabytes` of real bytes (a sparse file would reserve nothing) to `name` in `dir`; false when the disk had no
 * room. A piece at a time: written from one text, 8 MB became 16 MB of garbage (the text and its bytes) a minute after
 * every start, and the Go heap kept that room for good (16 MB of an idle server's RSS, 2026-12-03).
 */
function fill(dir: string, name: string, megabytes: number): boolean {
  let root: os.Root | undefined;
  try {
    root = $os.openRoot(dir);
    const file = root.create(name);
    try {
      root.chmod(name, OWNER_ONLY_FILE);
      const chunk = new Uint8Array(FILL_CHUNK).fill(0x30);
      for (let written = 0; written < megabytes * 1024 * 1024; written += FILL_CHUNK) file.write(chunk as unknown as string);
    } finally {
      file.close();
    }
    return true;
  } catch {
    try {
      root?.remove(name);
    } catch {
      // nothing was written
    }
    return false;
  } finally {
    root?.close();
  }
}

/**
 * At load, before PocketBase opens its databases: releases the reserve, then checks there is room to start. With no
 * room even so, prints one line naming the data dir and what it needs, and exits 1.
 */
export function releaseReserveAtStart(dataDir: string): void {
  if (!serving($os.args)) return;
  let released = false;
  try {
    $os.remove(reservePath(dataDir));
    released = true;
  } catch {
    // none kept yet (a first start, or a reserve already spent)
  }
  try {
    $os.stat(dataDir);
  } catch {
    return; // a new data dir: PocketBase makes it
  }
  const room = fill(dataDir, PROBE, START_NEEDS_MB);
  if (room) $os.remove($filepath.join(dataDir, PROBE));
  else {
    console.error(
      `The disk holding the data dir ${dataDir} is full: the server needs at least ${START_NEEDS_MB} MB free there to start` +
        `${released ? " (its reserve was released and was not enough)" : ""}. Free some space and start it again.`,
    );
    $os.exit(1);
  }
}

/**
 * Once running (every minute): takes the reserve again when it is not there, for the next start. A disk without room
 * for it is warned about once until it has room again.
 */
export function keepReserve(app: CoreApp): void {
  if (!serving($os.args)) return;
  const megabytes = readBound("diskReserveMb", (name) => $os.getenv(name));
  if (megabytes === 0) return;
  const path = reservePath(app.dataDir());
  try {
    if ($os.stat(path).size() === megabytes * 1024 * 1024) return;
  } catch {
    // not kept yet
  }
  const store = app.store();
  if (fill(app.dataDir(), RESERVE, megabytes)) {
    store.remove(RESERVE_WARNED);
    return;
  }
  if (store.has(RESERVE_WARNED)) return;
  store.set(RESERVE_WARNED, true);
  app
    .logger()
    .warn(
      "The disk holding the data dir is nearly full: no reserve is kept, so a full disk could stop the next start. Free some space.",
      "dataDir",
      app.dataDir(),
      "reserveMb",
      megabytes,
    );
}

/** A refusal for a write that found the disk full: 503, saying so, or undefined for any other failure. */
export function diskFullRefusal(error: unknown, message: string): ApiError | undefined {
  if ((error as { value?: { status?: number } } | undefined)?.value?.status === 503) return undefined;
  return isDiskFull(error) ? new ApiError(503, message) : undefined;
}

export const EDITOR_DISK_FULL =
  "Nothing was saved: the server's disk is full. Free space on the server (its data dir), then save again; what you typed is still in this form.";
