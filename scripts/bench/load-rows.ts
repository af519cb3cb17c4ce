// One row of the bench's throughput table: our server's rate for an address, and, where the row has one, the stock
// binary's for its reference address (scripts/bench/stock.ts), run in turn and best of two each (issue 25), so that load
// on the machine falls on both alike.
import { type Throughput, throughput } from "./throughput";

export interface LoadTarget {
  name: string;
  path: string;
  revalidate?: boolean;
  asIs?: boolean;
  /** What the stock binary is asked for to compare with (the same file, request, or a built file for a page). */
  stock?: { name: string; path: string; asIs?: boolean };
}

export interface LoadRow {
  name: string;
  path: string;
  result: Throughput;
  stock?: { name: string; path: string; result: Throughput };
}

/** The better of two runs of the same load. */
export const best = (a: Throughput, b: Throughput) => (b.requestsPerSecond > a.requestsPerSecond ? b : a);

export async function loadRow(oursUrl: string, stockUrl: string, target: LoadTarget): Promise<LoadRow> {
  const ours = () => throughput(`${oursUrl}${target.path}`, target);
  if (!target.stock) return { name: target.name, path: target.path, result: await ours() };
  const reference = target.stock;
  const theirs = () => throughput(`${stockUrl}${reference.path}`, reference);
  const stockFirst = await theirs();
  const oursFirst = await ours();
  const stockSecond = await theirs();
  const oursSecond = await ours();
  return {
    name: target.name,
    path: target.path,
    result: best(oursFirst, oursSecond),
    stock: { name: reference.name, path: reference.path, result: best(stockFirst, stockSecond) },
  };
}
