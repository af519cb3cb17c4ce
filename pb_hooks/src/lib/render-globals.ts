/**
 * What React's server renderer and the router expect of their host and PocketBase's JS engine (goja) lacks: set on a
 * VM once, before the screens bundle is required (page-render.ts). Each does the least those libraries call it for
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
}
