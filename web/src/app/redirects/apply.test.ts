// @vitest-environment jsdom
import { QueryClient } from "@tanstack/react-query";
import { isNotFound, isRedirect, type ParsedLocation } from "@tanstack/react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryKeys } from "../../../../shared/pages/view";
import { MAX_HOPS, type RedirectLookup } from "../../../../shared/redirects/rules";
import { applyRedirects } from "./apply";

// The rules come from the query cache below; counting a followed rule would be a request.
vi.mock("./lookup-query", async (original) => ({ ...(await original<object>()), countRedirectVisit: vi.fn() }));

/** A location as the router parses it: `href` as the browser spells the address, `pathname` decoded. */
function at(href: string, redirectedFrom?: string[]): ParsedLocation {
  const pathname = decodeURI(href);
  return {
    href,
    publicHref: href,
    pathname,
    search: {},
    searchStr: "",
    hash: "",
    state: { __TSR_index: 0, redirectedFrom },
  } as ParsedLocation;
}

/** What the server answered for each path, as the app may hold it in its cache (each answer a minute old at most). */
function cached(answers: Record<string, string | null>): QueryClient {
  const client = new QueryClient();
  for (const [path, to] of Object.entries(answers)) {
    const rules: RedirectLookup = {
      path,
      redirect: to === null ? null : { to, statusCode: 301, external: false },
      gone: false,
      notFound: false,
      appMiddleware: [],
    };
    client.setQueryData(queryKeys.redirectLookup(path), rules);
  }
  return client;
}

/** What applyRedirects threw (a redirect or a not-found), or "shown" when the page may show. */
async function outcome(location: ParsedLocation, client: QueryClient) {
  try {
    await applyRedirects(location, client, false);
    return "shown";
  } catch (thrown) {
    if (isRedirect(thrown))
      return {
        to: thrown.options.to,
        redirectedFrom: (thrown.options.state as { redirectedFrom?: string[] } | undefined)?.redirectedFrom,
      };
    if (isNotFound(thrown)) return "not found";
    throw thrown;
  }
}

describe("applyRedirects follows redirects in the app", () => {
  afterEach(() => vi.restoreAllMocks());

  it("to the target, carrying the addresses it came through", async () => {
    expect(await outcome(at("/a"), cached({ "/a": "/b" }))).toEqual({ to: "/b", redirectedFrom: ["/a"] });
    expect(await outcome(at("/b", ["/a"]), cached({ "/b": "/c" }))).toEqual({ to: "/c", redirectedFrom: ["/a", "/b"] });
    expect(await outcome(at("/projects"), cached({}))).toEqual({ to: "/work", redirectedFrom: ["/projects"] });
  });

  it("not round a loop that answers cached at different times make: the not-found page, and the chain in the console", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    // /a → /b was true when the app asked for /a; /b → /a is true now.
    expect(await outcome(at("/b", ["/a"]), cached({ "/b": "/a" }))).toBe("not found");
    expect(error).toHaveBeenCalledWith(expect.stringContaining("/a → /b → /a"));
  });

  it(`for ${MAX_HOPS} hops at most`, async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const hopsBefore = (n: number) => Array.from({ length: n }, (_, hop) => `/hop-${hop}`);
    const client = cached({ [`/hop-${MAX_HOPS - 1}`]: `/hop-${MAX_HOPS}`, [`/hop-${MAX_HOPS}`]: `/hop-${MAX_HOPS + 1}` });
    expect(await outcome(at(`/hop-${MAX_HOPS - 1}`, hopsBefore(MAX_HOPS - 1)), client)).toEqual({
      to: `/hop-${MAX_HOPS}`,
      redirectedFrom: hopsBefore(MAX_HOPS),
    });
    expect(await outcome(at(`/hop-${MAX_HOPS}`, hopsBefore(MAX_HOPS)), client)).toBe("not found");
    expect(error).toHaveBeenCalledWith(expect.stringContaining(`/hop-0 → /hop-1 → /hop-2 → /hop-3 → /hop-4 → /hop-5 → /hop-6`));
  });

  it("reads the address as the browser spells it, as the server does: /sp%20 is not /sp", async () => {
    // The server sent the visitor from /sp to /sp%20, which has no rule; the router's pathname reads "/sp ".
    const client = cached({ "/sp": "/sp%20", "/sp%20": null });
    expect(await outcome(at("/sp%20", ["/sp"]), client)).toBe("shown");
  });
});
