// Every migration in one file (decision 075). PocketBase makes a JS engine for each migration file, with every binding
// it offers, and keeps it for the process's life: its list of migrations holds the file's `up` and `down`, and they
// hold their engine. Fifty files held 15 MB of the live heap, about a quarter of it after the bench's loads, for
// code that had run once. The build (scripts/lib/build-server.ts) writes each migration, compiled as before, into one
// file named for the last, and this registers them there as one migration: PocketBase runs it when that name is new
// to `_migrations`, and it applies, in order, each migration the table does not list yet, listing it as PocketBase
// would. A data dir migrated one file at a time lists every name already, so nothing runs again; one a release
// behind runs what it lacks. A new migration renames the file, so every data dir runs it.

/** A migration's functions, as its source hands them to `migrate`. */
type Change = (app: CoreApp) => void;

/** One migration's compiled code, which calls `migrate` once: here, the function it is given. */
export type Body = (migrate: (up: Change, down?: Change) => void) => void;

export interface Step {
  /** The compiled file's name, as `_migrations` lists it. */
  file: string;
  up: Change;
  down?: Change;
}

/** PocketBase's own list of applied migrations (core.MigrationsRunner's default table). */
const APPLIED_TABLE = "_migrations";

/** Runs each migration's code for the functions it registers; one that registers none, or two, fails the build's file. */
export function stepsOf(bodies: readonly (readonly [string, Body])[]): Step[] {
  return bodies.map(([file, body]) => {
    let step: Step | undefined;
    body((up, down) => {
      if (step) throw new Error(`Migration ${file} calls migrate twice; one migration, one call`);
      step = { file, up, down };
    });
    if (!step) throw new Error(`Migration ${file} never calls migrate`);
    return step;
  });
}

/** The applied table, as the steps need it: the names it lists, and a row added as PocketBase adds one. */
export interface Applied {
  files(): Set<string>;
  add(file: string): void;
}

function appliedIn(app: CoreApp): Applied {
  return {
    files() {
      const rows = arrayOf(new DynamicModel({ file: "" }));
      app.db().newQuery(`SELECT file FROM ${APPLIED_TABLE}`).all(rows);
      return new Set(rows.map((row) => row.file));
    },
    add(file) {
      // PocketBase's own `applied`: microseconds since the epoch.
      app
        .db()
        .newQuery(`INSERT INTO ${APPLIED_TABLE} (file, applied) VALUES ({:file}, {:applied})`)
        .bind({ file, applied: Date.now() * 1000 })
        .execute();
    },
  };
}

/**
 * Applies, in order, each step the table does not list, and lists it. The file's own name is the last step's, which
 * PocketBase lists itself once `up` returns (listing it here too would break its table's key). Returns what ran.
 */
export function applyPending(app: CoreApp, steps: readonly Step[], own: string, applied: Applied = appliedIn(app)): string[] {
  const listed = applied.files();
  const ran: string[] = [];
  for (const step of steps) {
    if (listed.has(step.file)) continue;
    step.up(app);
    if (step.file !== own) applied.add(step.file);
    ran.push(step.file);
  }
  return ran;
}

/**
 * `migrate down` reverts the file's own step, the last, as it reverted the last file before the fold; PocketBase then
 * unlists it. The steps before it are listed under names no file has, which PocketBase's `down` passes over: going
 * back further is a restore from a backup (docs/operations.md).
 */
export function revertOwn(app: CoreApp, steps: readonly Step[], own: string): void {
  steps.find((step) => step.file === own)?.down?.(app);
}

/** The folded file's one registration: called at its end with every step's code, in order, and the file's own name. */
export function registerFolded(bodies: readonly (readonly [string, Body])[], own: string): void {
  const steps = stepsOf(bodies);
  const last = steps[steps.length - 1]?.file;
  if (last !== own) throw new Error(`The folded migrations end with ${last}, not ${own}`);
  migrate(
    (app) => {
      applyPending(app, steps, own);
    },
    (app) => revertOwn(app, steps, own),
  );
}
