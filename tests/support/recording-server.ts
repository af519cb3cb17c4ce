import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** One call the server received, and when it ended (answered, or dropped by the caller). */
export interface RecordedCall {
  method: string;
  url: string;
  headers: IncomingMessage["headers"];
  body: string;
  receivedAt: number;
  closedAt?: number;
}

/** What the server does with the next call: answer with a status, or never answer. */
export type Behaviour = { status: number } | "hang";

/**
 * A real HTTP server that records every call, for a webhook to call. Each call takes the next queued behaviour, then
 * `fallback`. `next(count)` waits until that many calls have come.
 */
export async function startRecordingServer() {
  const calls: RecordedCall[] = [];
  const queue: Behaviour[] = [];
  let fallback: Behaviour = { status: 200 };
  const waiting = new Set<() => void>();
  const hung = new Set<ServerResponse>();

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const call: RecordedCall = {
        method: request.method ?? "",
        url: request.url ?? "",
        headers: request.headers,
        body: Buffer.concat(chunks).toString("utf8"),
        receivedAt: Date.now(),
      };
      calls.push(call);
      response.on("close", () => {
        call.closedAt = Date.now();
        hung.delete(response);
      });
      for (const wake of waiting) wake();
      const behaviour = queue.shift() ?? fallback;
      if (behaviour === "hang") {
        hung.add(response);
        return;
      }
      response.writeHead(behaviour.status, { "Content-Type": "application/json" });
      response.end(behaviour.status < 300 ? '{"ok":true}' : '{"error":"purge refused"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    /** Behaviours for the coming calls, in order. (Not "then": an object with a then method is awaited as a promise.) */
    answerNext: (...behaviours: Behaviour[]) => queue.push(...behaviours),
    /** What every call gets once the queue is empty. */
    otherwise: (behaviour: Behaviour) => {
      fallback = behaviour;
    },
    /** Resolves when `count` calls have come in all, or rejects after `withinMs`. */
    next: (count: number, withinMs = 15_000) =>
      new Promise<RecordedCall[]>((resolve, reject) => {
        const look = () => {
          if (calls.length < count) return;
          waiting.delete(look);
          clearTimeout(timer);
          resolve(calls.slice(0, count));
        };
        const timer = setTimeout(() => {
          waiting.delete(look);
          reject(
            new Error(
              `expected ${count} calls within ${withinMs} ms; got ${calls.length}: ${JSON.stringify(calls.map((c) => c.body))}`,
            ),
          );
        }, withinMs);
        waiting.add(look);
        look();
      }),
    stop: async () => {
      for (const response of hung) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
