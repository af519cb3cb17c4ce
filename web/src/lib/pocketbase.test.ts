import { ClientResponseError } from "pocketbase";
import { expect, it } from "vitest";
import { pbFilter } from "./pb-filter";
import { isResponseError, pb, pocketbase } from "./pocketbase";

it("recognises the SDK's errors once the SDK has loaded, and nothing before", async () => {
  const failure = new ClientResponseError({ url: "http://x/api/collections/news/records", status: 404 });
  expect(isResponseError(failure)).toBe(false);
  const client = await pocketbase();
  expect(isResponseError(failure)).toBe(true);
  expect(isResponseError(new Error("Failed to fetch"))).toBe(false);
  // One client, loaded once.
  expect(await pocketbase()).toBe(client);
});

it("builds filters without the SDK", () => {
  expect(pb.filter).toBe(pbFilter);
});
