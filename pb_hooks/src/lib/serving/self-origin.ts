/**
 * This server's own address for a request to itself, from the `--http` it was started with (PocketBase's default
 * 127.0.0.1:8090 without one). A wildcard listen address is reached on loopback.
 */
export function originFromArgs(args: readonly string[]): string {
  let listen = "127.0.0.1:8090";
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? "";
    if (arg.startsWith("--http=")) listen = arg.slice("--http=".length);
    else if (arg === "--http" && args[i + 1]) listen = args[i + 1] ?? listen;
  }
  const port = listen.slice(listen.lastIndexOf(":") + 1) || "80";
  const host = listen.slice(0, listen.lastIndexOf(":"));
  const loopback = host === "" || host === "0.0.0.0" ? "127.0.0.1" : host === "[::]" ? "[::1]" : host;
  return `http://${loopback}:${port}`;
}

export function selfOrigin(): string {
  return originFromArgs($os.args);
}
