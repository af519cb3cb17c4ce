import { ClientResponseError } from "pocketbase";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { describeBackendError, GENERIC_FAILURE, UNREACHABLE } from "./backend-error";
import { pocketbase } from "./pocketbase";

const failure = (status: number, response: Record<string, unknown> = {}) =>
  new ClientResponseError({ url: "http://x/api/collections/contact/records", status, response });

describe("describeBackendError", () => {
  // The SDK loads with the app's first request; its errors exist only once it has.
  beforeAll(() => pocketbase());
  vi.spyOn(console, "error").mockImplementation(() => undefined);

  it("keeps a 400's own words and its field messages", () => {
    const result = describeBackendError(
      failure(400, {
        message: "Failed to create record.",
        data: { email: { code: "x", message: "Must be a valid email address." } },
      }),
    );
    expect(result).toEqual({
      status: 400,
      message: "Failed to create record.",
      fields: { email: "Must be a valid email address." },
    });
  });

  it("says a rate limit kindly", () => {
    expect(describeBackendError(failure(429, { message: "Too Many Requests." })).message).toMatch(/wait a minute/);
  });

  it.each([500, 502])("hides a %i behind the generic message", (status) => {
    expect(describeBackendError(failure(status, { message: "sql: database is locked" })).message).toBe(GENERIC_FAILURE);
  });

  it("keeps a 503's own words: a write the server could not keep, and what to do instead", () => {
    const words = "We could not keep your message: our server has run out of disk space. Please write to us at a@b.example.";
    expect(describeBackendError(failure(503, { message: words })).message).toBe(words);
  });

  it("says so when no answer came at all (the network, not the site)", () => {
    expect(describeBackendError(failure(0)).message).toBe(UNREACHABLE);
    expect(describeBackendError(new ClientResponseError({ status: 0, isAbort: true })).message).toBe(GENERIC_FAILURE);
  });

  it("treats anything else as unexpected", () => {
    expect(describeBackendError(new TypeError("Failed to fetch"))).toEqual({ status: 0, message: GENERIC_FAILURE, fields: {} });
  });

  it("logs what an operator needs", () => {
    describeBackendError(failure(503));
    expect(console.error).toHaveBeenCalledWith(
      GENERIC_FAILURE,
      expect.objectContaining({ url: expect.any(String), status: 503, isAbort: false }),
    );
  });
});
