import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { normalisePath } from "./paths";
import {
  chainProblem,
  checkTarget,
  fillTarget,
  followChain,
  MAX_HOPS,
  middlewareNames,
  ruleFor,
  SITE_REDIRECTS,
  sourceProblem,
  wildcardsFor,
} from "./rules";

describe("normalisePath", () => {
  it.each([
    ["/Old-Page/", "/old-page"],
    ["old-page", "/old-page"],
    ["  /a//b///c/ ", "/a/b/c"],
    ["/page?utm=x#top", "/page"],
    ["/", "/"],
  ])("%j → %s", (input, path) => {
    expect(normalisePath(input)).toBe(path);
  });
});

describe("sourceProblem", () => {
  it.each([
    ["/", /home page/],
    ["/api/health", /belong to PocketBase/],
    ["/_/", /belong to PocketBase/],
    ["/a b", /spaces/],
    ["/projects", /The site itself already redirects \/projects to \/work/],
  ])("refuses %s", (source, problem) => {
    expect(sourceProblem(source)).toMatch(problem);
  });

  it("accepts an ordinary path", () => {
    expect(sourceProblem("/old-page")).toBeUndefined();
  });
});

describe("checkTarget", () => {
  it.each([
    ["/work", "301", "/work", true],
    ["/Work/?service=brand#top", "302", "/work?service=brand#top", true],
    ["https://example.com/x", "308", "https://example.com/x", false],
    ["HTTP://example.com", "307", "HTTP://example.com", false],
    ["", "410", "", false],
    ["", "", "", false],
  ])("accepts %j (%s)", (input, code, target, internal) => {
    expect(checkTarget(input, code)).toEqual({ ok: true, target, internal });
  });

  it.each([
    ["javascript:alert(1)", "301", /“javascript:” targets are not allowed/],
    ["JavaScript:alert(1)", "301", /“javascript:” targets are not allowed/],
    ["java\tscript:alert(1)", "301", /spaces or control characters/],
    ["data:text/html,<script>alert(1)</script>", "301", /“data:” targets are not allowed/],
    ["vbscript:msgbox", "301", /“vbscript:” targets are not allowed/],
    ["//evil.example", "301", /Protocol-relative/],
    ["/\\evil.example", "301", /Protocol-relative/],
    ["mailto:a@b.c", "301", /“mailto:” targets are not allowed/],
    ["https://", "301", /no host name/],
    ["work", "301", /Start the target with \//],
    ["", "301", /Give a target/],
    ["/work", "410", /has no target/],
    ["/work", "", /Choose a status code/],
  ])("refuses %j", (input, code, problem) => {
    const result = checkTarget(input, code);
    expect(result.ok).toBe(false);
    expect(result.ok ? "" : result.problem).toMatch(problem);
  });
});

describe("chainProblem", () => {
  const rules = new Map(Object.entries({ "/b": "/c", "/c": "/a", "/d": "https://example.com/a", "/x": "/y", "/y": "/x" }));

  it("finds a self-loop", () => {
    expect(chainProblem("/a", "/a/", rules)).toBe("The target is the source itself, so this redirect would loop forever.");
  });

  it("finds a cycle through other redirects, and names it", () => {
    expect(chainProblem("/a", "/b", rules)).toBe("This would make a loop: /a → /b → /c → /a.");
  });

  it("finds a loop the chain runs into without coming back", () => {
    expect(chainProblem("/a", "/x", rules)).toBe("This would lead into a loop between other redirects: /a → /x → /y → /x.");
  });

  it("ignores a chain that leaves the site", () => {
    expect(chainProblem("/a", "/d", rules)).toBeUndefined();
  });

  it("ignores a chain that ends", () => {
    expect(chainProblem("/x", "/b", new Map([["/b", "/work"]]))).toBeUndefined();
  });

  // /hop-0 → /hop-1 → … → /hop-n, as stored rules.
  const hops = (from: number, to: number) =>
    new Map(Array.from({ length: to - from }, (_, n) => [`/hop-${from + n}`, `/hop-${from + n + 1}`] as [string, string]));
  const tooLong = (shown: string) =>
    `This would make a chain of more than ${MAX_HOPS} redirects (${shown}), and the site follows at most ${MAX_HOPS}. Point the first of them straight at the page the chain ends on.`;

  it(`accepts a chain of ${MAX_HOPS} hops going on from the new rule, and refuses one more`, () => {
    expect(chainProblem("/hop-0", "/hop-1", hops(1, MAX_HOPS))).toBeUndefined();
    expect(chainProblem("/hop-0", "/hop-1", hops(1, MAX_HOPS + 1))).toBe(
      tooLong("/hop-0 → /hop-1 → /hop-2 → /hop-3 → /hop-4 → /hop-5 → /hop-6"),
    );
    expect(chainProblem("/hop-0", "/hop-1", hops(1, 20))).toBe(
      tooLong("/hop-0 → /hop-1 → /hop-2 → /hop-3 → /hop-4 → /hop-5 → /hop-6 → …"),
    );
  });

  it("counts the redirects that lead to the new rule's source too", () => {
    // /hop-0 … /hop-3 lead to /hop-3; the new rule /hop-3 → /hop-4 → /hop-5 makes 5 hops, to /hop-6 six.
    const leading = hops(0, 3);
    expect(chainProblem("/hop-3", "/hop-4", new Map([...leading, ...hops(4, 5)]))).toBeUndefined();
    expect(chainProblem("/hop-3", "/hop-4", new Map([...leading, ...hops(4, 6)]))).toBe(
      tooLong("/hop-0 → /hop-1 → /hop-2 → /hop-3 → /hop-4 → /hop-5 → /hop-6"),
    );
  });
});

describe("wildcards", () => {
  const rules = new Map([
    ["/blog/*", "/news/*"],
    ["/blog/2019/*", "/archive"],
    ["/blog/hello", "/news/hello-world"],
    ["/old/*", "https://old.example.com/pages/*"],
  ]);

  it("are sought from the longest down, never the path itself", () => {
    expect(wildcardsFor("/a/b/c")).toEqual(["/a/b/*", "/a/*"]);
    expect(wildcardsFor("/a")).toEqual([]);
    expect(wildcardsFor("/blog/*")).toEqual(["/blog/*"]);
  });

  it("an exact source wins over a wildcard, a longer wildcard over a shorter", () => {
    expect(ruleFor("/blog/hello", rules)).toBe("/news/hello-world");
    expect(ruleFor("/blog/2019/post", rules)).toBe("/archive");
    expect(ruleFor("/blog/2020/post", rules)).toBe("/news/2020/post");
  });

  it("a * in the target takes the rest of the path, on this site or another", () => {
    expect(ruleFor("/blog/a/b", rules)).toBe("/news/a/b");
    expect(ruleFor("/old/x%2fy", rules)).toBe("https://old.example.com/pages/x%2fy");
    expect(fillTarget("/news", "/blog/*", "/blog/a")).toBe("/news");
  });

  it("match what is below the wildcard, not the path it names", () => {
    expect(ruleFor("/blog", rules)).toBeUndefined();
    expect(ruleFor("/blogs/a", rules)).toBeUndefined();
  });

  it.each([
    ["/*", "A wildcard needs a path before /*"],
    ["/blog*", "A * may only end the path"],
    ["/a/*/b", "A * may only end the path"],
    ["/a/**", "A * may only end the path"],
    ["/api/*", "belong to PocketBase"],
  ])("refuse the source %s", (source, problem) => {
    expect(sourceProblem(source)).toContain(problem);
  });

  it.each([
    ["/news/*", "/blog", "Only a wildcard source"],
    ["/news/*/*", "/blog/*", "one * at most"],
    ["https://example.com*", "/blog/*", "after the slash that ends its host"],
    ["https://*.example.com/", "/blog/*", "after the slash that ends its host"],
  ])("refuse the target %s for %s", (target, source, problem) => {
    const check = checkTarget(target, "301", source);
    expect(check.ok ? "" : check.problem).toContain(problem);
  });

  it("refuse a wildcard whose target is below it, and loops through other wildcards", () => {
    expect(chainProblem("/a/*", "/a/b/*", new Map())).toContain("below the source");
    expect(chainProblem("/a/*", "/b/*", new Map([["/b/*", "/a/*"]]))).toContain("loop");
    expect(chainProblem("/a/*", "/b/*", new Map([["/b/*", "/c/*"]]))).toBeUndefined();
    expect(chainProblem("/c/x", "/a/x", new Map([["/a/*", "/c/*"]]))).toContain("loop");
  });
});

describe("followChain", () => {
  it("lists every address to the end", () => {
    expect(followChain("/a", (p) => ({ "/a": "/b", "/b": "/c" })[p])).toEqual({ kind: "end", chain: ["/a", "/b", "/c"] });
  });

  it("stops at the first address seen twice", () => {
    expect(followChain("/a", (p) => ({ "/a": "/b", "/b": "/c", "/c": "/b" })[p])).toEqual({
      kind: "loop",
      chain: ["/a", "/b", "/c", "/b"],
    });
  });

  it("stops on an endless chain at the hop past the limit", () => {
    const walk = followChain("/0", (p) => `/${Number(p.slice(1)) + 1}`);
    expect(walk).toEqual({ kind: "too-long", chain: ["/0", "/1", "/2", "/3", "/4", "/5", "/6"] });
  });
});

describe("middlewareNames", () => {
  it("splits, trims and lowercases", () => {
    expect(middlewareNames(" noindex, Track-Page ,,")).toEqual(["noindex", "track-page"]);
  });
});

describe("normalisePath: one spelling for every way of writing a path", () => {
  it.each([
    ["/enc%2Dloop", "/enc-loop"],
    ["/caf%C3%A9", "/café"],
    ["/CAF%c3%a9", "/café"],
    ["/./dot2", "/dot2"],
    ["/x/../dot-loop", "/dot-loop"],
    ["/../../etc", "/etc"],
    ["/a/%2e%2E/b", "/b"],
    ["/a%2Fb", "/a%2fb"],
    ["/a%2fb/", "/a%2fb"],
    // A byte that starts no character stays escaped; what follows it is read on its own, as a browser reads it.
    ["/bad%C3%28", "/bad%c3("],
    ["/caf%C3%A9%C3", "/café%c3"],
    ["/caf\\e", "/caf/e"],
    ["/%ED%A0%80", "/%ed%a0%80"],
    ["/%C0%AF", "/%c0%af"],
    ["/%E2%82", "/%e2%82"],
    ["/news/", "/news"],
    ["//news//x", "/news/x"],
  ])("%s → %s", (input, path) => {
    expect(normalisePath(input)).toBe(path);
  });

  // Paths written from the pieces people and attackers use: dots, escapes, slashes, Unicode, case.
  const piece = fc.constantFrom(
    "/",
    ".",
    "..",
    "%2e",
    "%2E%2e",
    "a",
    "B",
    "%2F",
    "%2d",
    "%C3%A9",
    "é",
    "%zz",
    "%",
    "?q",
    "#h",
    "~",
    " ",
  );
  const path = fc.array(piece, { maxLength: 12 }).map((pieces) => `/${pieces.join("")}`);

  it("is idempotent, starts with one slash, and never leaves a dot segment", () => {
    fc.assert(
      fc.property(path, (input) => {
        const once = normalisePath(input);
        expect(normalisePath(once)).toBe(once);
        expect(once).toMatch(/^\/(?!\/)/);
        expect(once.split("/").filter((segment) => segment === "." || segment === "..")).toEqual([]);
      }),
    );
  });

  it("spells a path and its escaped twin alike", () => {
    const text = fc.string({
      unit: fc.constantFrom("a", "z", "0", "-", "_", "~", "é", "ß", "ø", "中"),
      minLength: 1,
      maxLength: 12,
    });
    fc.assert(
      fc.property(text, (word) => {
        expect(normalisePath(`/${encodeURIComponent(word)}`)).toBe(normalisePath(`/${word}`));
      }),
    );
  });
});

// The WHATWG URL parser browsers follow, as Node has it; shared/ is typed without the DOM's or Node's globals.
const URL = (globalThis as unknown as { URL: new (input: string, base: string) => { pathname: string; origin: string } }).URL;

describe("normalisePath, as the browser and the site's visitors write addresses (properties)", () => {
  const SITE = "http://site.example";
  // Pieces people and attackers write: dots and escaped dots, slashes both ways, escapes of every kind (unreserved,
  // reserved, white space, stray and overlong UTF-8 bytes, a lone %), Unicode raw and escaped, capitals.
  const piece = fc.constantFrom(
    ...["/", "//", "\\", ".", "..", "%2e", ".%2E", "%2E%2e", "a", "B", "Z9", "-", "_", "~", "%7E", "%2d", "%41"],
    ...["%2F", "%2f", "%5C", "%3F", "%23", "%25", "%20", "%09", "%00", "%3B", ";", "@", "(", "!", "'", "+", "=", ","],
    ...["%C3%A9", "%c3%a9", "é", "É", "%C3", "%A9", "%C0%AF", "%ED%A0%80", "%F0%9F%98%80", "😀", "İ", "ß", "中"],
    ...["%", "%z", "%zz", " ", '"', "<", "`", "{", "|", "^", "?q=1", "#h"],
  );
  const address = fc.array(piece, { maxLength: 14 }).map((pieces) => `/${pieces.join("")}`);
  // What a browser reads as a path on this site: "//host" and "/\\host" name another host (checkTarget refuses them).
  const sitePath = address.filter((path) => !/^\/[/\\]/.test(path));
  const anyText = fc.string({ unit: "binary", maxLength: 40 });

  it("is idempotent, however odd the input", () => {
    fc.assert(
      fc.property(fc.oneof(address, anyText), (input) => {
        const once = normalisePath(input);
        expect(normalisePath(once)).toBe(once);
      }),
    );
  });

  it("never spells a path outside the site: one leading slash, no dot segment, the site's own origin", () => {
    fc.assert(
      fc.property(fc.oneof(address, anyText), (input) => {
        const path = normalisePath(input);
        expect(path).toMatch(/^\/(?![/\\])/);
        expect(path.split("/").filter((segment) => segment === "." || segment === "..")).toEqual([]);
        expect(new URL(path, SITE).origin).toBe(SITE);
      }),
    );
  });

  it("dot segments never climb above the root", () => {
    fc.assert(
      fc.property(fc.nat(6), address, (climbs, rest) => {
        expect(normalisePath(`${"/..".repeat(climbs)}${rest}`)).toBe(normalisePath(rest));
      }),
    );
  });

  // The heart of "no loops": what the browser sends for an address, and what it sends for a Location we write, is
  // read back by the site as the same path. WHATWG's URL parser here is the one browsers follow (Chromium, Firefox).
  it("reads what the browser sends for an address as that address", () => {
    fc.assert(
      fc.property(sitePath, (input) => {
        expect(normalisePath(new URL(input, SITE).pathname)).toBe(normalisePath(input));
      }),
    );
  });

  it("reads what the browser sends for a redirect's Location as the Location's own path", () => {
    fc.assert(
      fc.property(fc.oneof(address, anyText), (input) => {
        const location = normalisePath(input);
        expect(normalisePath(new URL(location, SITE).pathname)).toBe(location);
      }),
    );
  });

  // One path, written many ways: capitals, a trailing slash, ./ and x/../ inserted, unreserved characters and
  // Unicode escaped with either case of hex.
  const segment = fc
    .string({ unit: fc.constantFrom("a", "q", "7", "-", "_", "~", ".", "é", "ß", "中"), minLength: 1, maxLength: 8 })
    .filter((text) => text !== "." && text !== "..");
  const respell = (text: string, seed: number) =>
    Array.from(text, (char, n) => {
      const pick = (seed >> (n % 24)) & 3;
      // Only where the capital reads back as the same letter: "ß" in capitals is "SS", another word.
      if (pick === 1) return char.toUpperCase().toLowerCase() === char ? char.toUpperCase() : char;
      if (pick === 2) return encodeURIComponent(char) === char ? `%${char.charCodeAt(0).toString(16)}` : encodeURIComponent(char);
      if (pick === 3) return encodeURIComponent(char).toLowerCase();
      return char;
    }).join("");

  it("spells every way of writing one path alike", () => {
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 4 }), fc.integer(), fc.boolean(), (segments, seed, slash) => {
        const plain = `/${segments.join("/")}`;
        const written = segments.map((text, n) => respell(text, seed + n)).join((seed & 1) === 0 ? "/./" : "/x/../");
        expect(normalisePath(`/${written}${slash ? "/" : ""}`)).toBe(normalisePath(plain));
      }),
    );
  });
});

describe("the check on save, against a site's worth of redirects (properties)", () => {
  // Addresses drawn from a few paths in several spellings, so that loops can hide behind escapes, case and dots,
  // and through the site's own redirects.
  const place = fc.constantFrom("/a", "/b", "/c", "/d", "/e", "/f", "/g", "/work", "/contact", "/projects", "/content/contact");
  const spelling = fc.constantFrom(
    (path: string) => path,
    (path: string) => path.toUpperCase(),
    (path: string) => `${path}/`,
    (path: string) => `/x/..${path}`,
    (path: string) => `/.${path}`,
    (path: string) => path.replace(/[a-z]/, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`),
    (path: string) => `${path}?from=old`,
  );
  const written = fc.tuple(place, spelling).map(([path, spell]) => spell(path));
  const saves = fc.array(fc.tuple(written, written), { maxLength: 30 });

  /** The editors' rules and the site's own, as validateRedirect hands them to the check. */
  const withSite = (rules: Map<string, string>) => new Map([...rules, ...Object.entries(SITE_REDIRECTS)]);

  /** Saves each rule the way validateRedirect does, and returns the rules that were accepted. */
  function saveAll(attempts: [string, string][]): Map<string, string> {
    const rules = new Map<string, string>();
    for (const [typedSource, typedTarget] of attempts) {
      const source = normalisePath(typedSource);
      const target = checkTarget(typedTarget, "301");
      if (sourceProblem(source, typedSource) || !target.ok) continue;
      if (chainProblem(source, target.target, withSite(rules))) continue;
      rules.set(source, target.target);
    }
    return rules;
  }

  const walkFrom = (rules: Map<string, string>, start: string) =>
    followChain(start, (path) => {
      const to = SITE_REDIRECTS[path] ?? rules.get(path);
      return to === undefined ? undefined : normalisePath(to);
    });

  it("never lets the saved redirects go round, or on past the limit, from any address", () => {
    fc.assert(
      fc.property(saves, (attempts) => {
        const rules = saveAll(attempts);
        for (const start of [...rules.keys(), ...Object.keys(SITE_REDIRECTS)]) {
          expect(walkFrom(rules, start).kind, `from ${start} with ${JSON.stringify([...rules])}`).toBe("end");
        }
      }),
    );
  });

  it("refuses exactly the rules that would make some chain go round or on too long", () => {
    fc.assert(
      fc.property(saves, written, written, (attempts, typedSource, typedTarget) => {
        const rules = saveAll(attempts);
        const source = normalisePath(typedSource);
        const target = checkTarget(typedTarget, "301");
        if (sourceProblem(source, typedSource) || !target.ok) return;
        const refused = chainProblem(source, target.target, withSite(rules)) !== undefined;
        const after = new Map(rules).set(source, target.target);
        const broken = [...after.keys(), ...Object.keys(SITE_REDIRECTS)].some((start) => walkFrom(after, start).kind !== "end");
        expect(broken).toBe(refused);
      }),
    );
  });
});
