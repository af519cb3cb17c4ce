/**
 * What React's server renderer and the router expect of their host and PocketBase's JS engine (goja) lacks: set on a
 * VM once, before the screens bundle is required (pages/render.ts). Each does the least those libraries call it for
 * while rendering a page to a string; none waits for real time, since the render finishes within the request.
 */
type Globals = Record<string, unknown>;

/** UTF-8 bytes, for React's chunk sizes. */
class Utf8Encoder {
  readonly encoding = "utf-8";
  encode(text = ""): Uint8Array {
    const binary = unescape(encodeURIComponent(text));
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes;
  }
  encodeInto(text: string, into: Uint8Array): { read: number; written: number } {
    const bytes = this.encode(text);
    into.set(bytes.subarray(0, into.length));
    return { read: text.length, written: Math.min(bytes.length, into.length) };
  }
}

/** A message sent on port2 reaches port1's onmessage in a microtask (React's scheduler posts its work so). */
class MicrotaskChannel {
  readonly port1: { onmessage: ((event: { data: unknown }) => void) | null } = { onmessage: null };
  readonly port2 = {
    postMessage: (data: unknown) => {
      void Promise.resolve().then(() => this.port1.onmessage?.({ data }));
    },
  };
}

class PlainHeaders {
  private readonly values: Record<string, string> = {};
  constructor(init?: PlainHeaders | Record<string, string>) {
    if (init instanceof PlainHeaders) Object.assign(this.values, init.values);
    else for (const [name, value] of Object.entries(init ?? {})) this.set(name, value);
  }
  get(name: string): string | null {
    return this.values[name.toLowerCase()] ?? null;
  }
  set(name: string, value: string): void {
    this.values[name.toLowerCase()] = String(value);
  }
}
/**
 * The router's redirects are Responses (it tells them by `instanceof Response`, reads their status and Location): its
 * own, such as `/News/x/` to `/news/x`, which it follows before drawing the page.
 */
class RedirectResponse {
  readonly status: number;
  readonly headers: PlainHeaders;
  constructor(_body?: unknown, init?: { status?: number; headers?: PlainHeaders | Record<string, string> }) {
    this.status = init?.status ?? 200;
    this.headers = new PlainHeaders(init?.headers);
  }
}

/**
 * As much of URL as the router reads when its base path is a language's prefix (/pt; issue 24): an http(s) address, or
 * a path against one, split into its parts, with `pathname` and `search` settable and `href` and `origin` read from
 * them. Nothing else: no relative paths other than from the root, no credentials, no encoding of its own.
 */
class PathUrl {
  protocol = "http:";
  host = "localhost";
  pathname = "/";
  search = "";
  hash = "";
  constructor(address: string, base?: string | PathUrl) {
    const absolute = /^([a-z][a-z0-9+.-]*:)\/\/([^/?#]*)(.*)$/i.exec(address);
    let rest = address;
    if (absolute) {
      this.protocol = (absolute[1] ?? "http:").toLowerCase();
      this.host = absolute[2] ?? "";
      rest = absolute[3] ?? "";
    } else {
      if (base === undefined) throw new TypeError(`Invalid URL: ${address}`);
      const from = typeof base === "string" ? new PathUrl(base) : base;
      this.protocol = from.protocol;
      this.host = from.host;
      if (!rest.startsWith("/")) rest = `${from.pathname.replace(/[^/]*$/, "")}${rest}`;
    }
    const hashAt = rest.indexOf("#");
    if (hashAt >= 0) {
      this.hash = rest.slice(hashAt).length > 1 ? rest.slice(hashAt) : "";
      rest = rest.slice(0, hashAt);
    }
    const searchAt = rest.indexOf("?");
    if (searchAt >= 0) {
      this.search = rest.slice(searchAt).length > 1 ? rest.slice(searchAt) : "";
      rest = rest.slice(0, searchAt);
    }
    this.pathname = rest || "/";
  }
  get origin(): string {
    return `${this.protocol}//${this.host}`;
  }
  get href(): string {
    return `${this.origin}${this.pathname}${this.search}${this.hash}`;
  }
  toString(): string {
    return this.href;
  }
}

class NeverAborted {
  readonly signal = { aborted: false, addEventListener() {}, removeEventListener() {} };
  abort(): void {}
}

export function setRenderGlobals(scope: Globals = globalThis as unknown as Globals): void {
  if (scope.__renderGlobals) return;
  scope.__renderGlobals = true;
  scope.TextEncoder ??= Utf8Encoder;
  scope.MessageChannel ??= MicrotaskChannel;
  scope.queueMicrotask ??= (task: () => void) => void Promise.resolve().then(task);
  // Timers run as the next microtask: nothing in a render waits for time to pass.
  scope.setTimeout ??= (task: () => void) => {
    void Promise.resolve().then(task);
    return 0;
  };
  scope.clearTimeout ??= () => undefined;
  scope.setInterval ??= () => 0;
  scope.clearInterval ??= () => undefined;
  scope.Response ??= RedirectResponse;
  scope.Headers ??= PlainHeaders;
  scope.AbortController ??= NeverAborted;
  // A fetch's time limit (the icons' query sets one): nothing a render fetches waits for the network.
  scope.AbortSignal ??= { timeout: () => new NeverAborted().signal };
  scope.URL ??= PathUrl;
}
