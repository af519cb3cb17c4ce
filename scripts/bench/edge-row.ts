// The bench's edge row (issue 35): an article through Varnish from varnish/site.vcl, in front of the bench's own server
// (which runs with CDN_MODE=on, so its pages say an edge may keep them), beside the origin's own rate for the same page.
// Loaded in turn, twice, each keeping its better run, as the stock comparisons are.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { edgePort, ensureVarnish, startEdge } from "../lib/varnish";
import { best } from "./load-rows";
import { type Throughput, throughput } from "./throughput";

export interface EdgeFigures {
  path: string;
  version: string;
  edge: Throughput;
  origin: Throughput;
  /** Requests the edge sent the origin during its loads. */
  originRequests: number;
}

export async function edgeRow(origin: string, pagePath: string): Promise<EdgeFigures> {
  const work = await mkdtemp(path.join(tmpdir(), "bench-edge-"));
  try {
    const edge = await startEdge(await ensureVarnish(), work, origin, await edgePort());
    try {
      const before = await edge.backendRequests();
      const throughEdge = () => throughput(`${edge.url}${pagePath}`);
      const fromOrigin = () => throughput(`${origin}${pagePath}`);
      const edgeFirst = await throughEdge();
      const originFirst = await fromOrigin();
      const edgeSecond = await throughEdge();
      const originSecond = await fromOrigin();
      return {
        path: pagePath,
        version: edge.version,
        edge: best(edgeFirst, edgeSecond),
        origin: best(originFirst, originSecond),
        originRequests: (await edge.backendRequests()) - before,
      };
    } finally {
      await edge.stop();
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
