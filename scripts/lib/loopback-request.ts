import http from "node:http";
import https from "node:https";

export interface LoopbackRequest {
  method?: string;
  headers?: Record<string, string>;
  /**
   * The address to send from. Linux answers every 127.x.y.z on loopback, so one machine can play several visitors
   * and a proxy; fetch() cannot choose it.
   */
  localAddress?: string;
  /** A certificate authority to trust (Caddy's own, for `tls internal`). */
  ca?: string;
  body?: string;
}

export interface LoopbackResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as sent: nothing is decompressed. */
  body: Buffer;
}

/** One HTTP(S) request on a fresh connection, from a chosen loopback address. */
export function loopbackRequest(url: string, options: LoopbackRequest = {}): Promise<LoopbackResponse> {
  const target = new URL(url);
  const client = target.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      target,
      {
        method: options.method ?? "GET",
        headers: options.headers,
        localAddress: options.localAddress,
        ca: options.ca,
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(options.body);
  });
}
