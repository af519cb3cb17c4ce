import path from "node:path";
import type { TestSequencer, TestSpecification, Vitest } from "vitest/node";

/**
 * Integration files that take a minute or more, longest first: each holds a worker that long (a flood of 2,000 pages,
 * a cron minute waited for), so they start first and the short files share the cores beside them, not after them.
 * Vitest orders by the last run's timings when it has them; a fresh clone (CI) has none, and its fallback, larger
 * files first, started these about twentieth, so the run ended with them alone (decision 084).
 */
export const LONG_FILES: readonly string[] = [
  "tests/query-plans.test.ts",
  "tests/floods.test.ts",
  "tests/contact-delivery.test.ts",
  "tests/page-views.test.ts",
];

const rank = (spec: TestSpecification) => {
  const at = LONG_FILES.indexOf(path.relative(spec.project.config.root, spec.moduleId).split(path.sep).join("/"));
  return at === -1 ? LONG_FILES.length : at;
};

/**
 * Vitest's own order (projects one after another, then by timings or size), with LONG_FILES moved to the front of
 * their project. Vitest's sequencer is imported when used, so that loading this config for a build does not load it.
 */
export class LongFilesFirst implements TestSequencer {
  constructor(private readonly ctx: Vitest) {}

  private async base() {
    const { BaseSequencer } = await import("vitest/node");
    return new BaseSequencer(this.ctx);
  }

  async shard(files: TestSpecification[]): Promise<TestSpecification[]> {
    return (await this.base()).shard(files);
  }

  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await (await this.base()).sort(files);
    const projects = [...new Set(sorted.map((spec) => spec.project.name))];
    return sorted
      .map((spec, index) => ({ spec, index }))
      .sort(
        (a, b) =>
          projects.indexOf(a.spec.project.name) - projects.indexOf(b.spec.project.name) ||
          rank(a.spec) - rank(b.spec) ||
          a.index - b.index,
      )
      .map(({ spec }) => spec);
  }
}
