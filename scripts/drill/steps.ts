/** One line per step: what was done and what it showed, or why it failed; a failed step ends its part. */
export class Steps {
  passes = 0;
  failures = 0;
  private readonly started = performance.now();

  constructor(private readonly print: (line: string) => void = console.log) {}

  /** Prints "✓ name: detail (seconds)", or "✗ name: error" and throws, so that the steps after it are skipped. */
  async step(name: string, run: () => Promise<string>): Promise<void> {
    const start = performance.now();
    try {
      const detail = await run();
      this.passes++;
      this.print(`✓ ${name}: ${detail} (${seconds(performance.now() - start)})`);
    } catch (error) {
      this.failures++;
      this.print(`✗ ${name}: ${(error as Error).message}`);
      throw new PartFailed();
    }
  }

  /** Runs one part (a header line, its steps, its cleanup); a failure is counted and the next part runs. */
  async part(title: string, run: () => Promise<void>): Promise<void> {
    this.print(`\n${title}`);
    try {
      await run();
    } catch (error) {
      if (!(error instanceof PartFailed)) {
        this.failures++;
        this.print(`✗ ${(error as Error).message}`);
      }
    }
  }

  elapsed(): string {
    return seconds(performance.now() - this.started);
  }
}

class PartFailed extends Error {}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Checks a condition inside a step; its message is the step's line when it fails. */
export function check(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(message);
}
