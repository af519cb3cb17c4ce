import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { createPayloads, type Fetcher } from "./payloads";

function fetcherOf(answers: Record<string, { status: number; body?: unknown }>) {
  const asked: string[] = [];
  const fetcher: Fetcher = (input) => {
    asked.push(input);
    const answer = answers[input] ?? { status: 404 };
    return Promise.resolve({
      status: answer.status,
      ok: answer.status >= 200 && answer.status < 300,
      statusText: String(answer.status),
      json: () => Promise.resolve(answer.body),
    });
  };
  return { fetcher, asked };
}

describe("createPayloads", () => {
  it("seeds the query cache with a page's payload, leaving what the cache holds already", async () => {
    const client = new QueryClient();
    client.setQueryData(["site"], { name: "kept" });
    const { fetcher, asked } = fetcherOf({
      "/work/_payload.json": {
        status: 200,
        body: {
          queries: [
            [["site"], { name: "old" }],
            [
              ["projects", "page", 1, ""],
              [1, 2],
            ],
          ],
        },
      },
    });
    await createPayloads(client, fetcher)("/work", 0);
    expect(asked).toEqual(["/work/_payload.json"]);
    expect(client.getQueryData(["site"])).toEqual({ name: "kept" });
    expect(client.getQueryData(["projects", "page", 1, ""])).toEqual([1, 2]);
  });

  it("asks once for an address within the preloads' freshness, again after it", async () => {
    const { fetcher, asked } = fetcherOf({ "/_payload.json": { status: 200, body: { queries: [] } } });
    const payloadOf = createPayloads(new QueryClient(), fetcher);
    await payloadOf("/", 0);
    await payloadOf("/", 30_000);
    expect(asked).toHaveLength(1);
    await payloadOf("/", 61_000);
    expect(asked).toHaveLength(2);
  });

  it("takes a page with nothing to preload (204) quietly, and fails on an error, then asks again", async () => {
    const { fetcher, asked } = fetcherOf({ "/gone/_payload.json": { status: 204 }, "/news/x/_payload.json": { status: 500 } });
    const payloadOf = createPayloads(new QueryClient(), fetcher);
    await expect(payloadOf("/gone", 0)).resolves.toBeUndefined();
    await expect(payloadOf("/news/x", 0)).rejects.toThrow("The payload of /news/x answered 500");
    await expect(payloadOf("/news/x", 1)).rejects.toThrow();
    expect(asked.filter((address) => address.startsWith("/news/x"))).toHaveLength(2);
  });
});
