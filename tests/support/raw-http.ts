import { request } from "node:http";

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * A GET exactly as given: the path's bytes as written, any header of any size (Go takes up to 1 MB of them), and the
 * whole answer read. fetch() would normalise the address and refuse some headers.
 */
export function rawGet(base: string, pathAndQuery: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { host: url.hostname, port: url.port, method: "GET", path: pathAndQuery, headers, maxHeaderSize: 64 * 1024 },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
        incoming.on("end", () =>
          resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks).toString("utf8") }),
        );
        incoming.on("error", reject);
      },
    );
    outgoing.on("error", reject);
    outgoing.setTimeout(30_000, () => outgoing.destroy(new Error(`GET ${pathAndQuery.slice(0, 80)}: no answer in 30 s`)));
    outgoing.end();
  });
}
