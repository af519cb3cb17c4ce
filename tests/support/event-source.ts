/**
 * The part of the browser's EventSource that the PocketBase SDK uses, over Node's fetch (Node 20 has no
 * EventSource): a stream read in the event stream format (id, event and data fields, dispatched at a blank line),
 * `addEventListener` per event name, `onerror` when the stream fails or ends, and `close`.
 */
export class NodeEventSource {
  onerror: ((event: Event) => void) | null = null;
  private readonly listeners = new Map<string, Set<(event: MessageEvent) => void>>();
  private readonly stop = new AbortController();

  constructor(readonly url: string) {
    void this.read();
  }

  addEventListener(type: string, listener: (event: MessageEvent) => void): void {
    this.listeners.set(type, (this.listeners.get(type) ?? new Set()).add(listener));
  }

  removeEventListener(type: string, listener: (event: MessageEvent) => void): void {
    this.listeners.get(type)?.delete(listener);
  }

  close(): void {
    this.stop.abort();
  }

  private dispatch(type: string, data: string, lastEventId: string): void {
    const event = new MessageEvent(type, { data, lastEventId });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }

  private async read(): Promise<void> {
    try {
      const response = await fetch(this.url, { headers: { Accept: "text/event-stream" }, signal: this.stop.signal });
      if (!response.ok || !response.body) throw new Error(`${this.url} answered ${response.status}`);
      const decoder = new TextDecoder();
      let buffer = "";
      let lastEventId = "";
      let type = "";
      let data: string[] = [];
      const reader = response.body.getReader();
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        buffer += decoder.decode(chunk.value, { stream: true });
        for (let end = buffer.indexOf("\n"); end >= 0; end = buffer.indexOf("\n")) {
          const line = buffer.slice(0, end).replace(/\r$/, "");
          buffer = buffer.slice(end + 1);
          if (line === "") {
            if (data.length > 0) this.dispatch(type || "message", data.join("\n"), lastEventId);
            type = "";
            data = [];
            continue;
          }
          const colon = line.indexOf(":");
          const field = colon < 0 ? line : line.slice(0, colon);
          const value = colon < 0 ? "" : line.slice(colon + 1).replace(/^ /, "");
          if (field === "id") lastEventId = value;
          else if (field === "event") type = value;
          else if (field === "data") data.push(value);
        }
      }
      throw new Error(`${this.url}: the stream ended`);
    } catch {
      if (!this.stop.signal.aborted) this.onerror?.(new Event("error"));
    }
  }
}
