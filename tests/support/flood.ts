/** Runs `count` calls of `one`, `concurrency` at a time. */
export async function flood(count: number, concurrency: number, one: (n: number) => Promise<unknown>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) await one(next++);
    }),
  );
}

/** One request, read to its end, with the time it took. */
export async function timed(url: string, init?: RequestInit): Promise<{ ms: number; status: number; text: string }> {
  const started = performance.now();
  const response = await fetch(url, init);
  const text = await response.text();
  return { ms: performance.now() - started, status: response.status, text };
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
