import type { Socket } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/** How the server greets a new connection: at once, after a delay, or never (it accepts and stays silent). */
type Greeting = { delayMs: number } | "hang";

export interface TestSmtp {
  port: number;
  messages: ParsedMail[];
  /** Connections accepted so far. */
  connections: () => number;
  /** How the next connections are greeted (default: at once). */
  greet: (greeting: Greeting) => void;
  /** Resolves once `count` messages have arrived, or fails after `timeoutMs`. */
  waitFor: (count: number, timeoutMs?: number) => Promise<ParsedMail[]>;
  stop: () => Promise<void>;
}

/** A real SMTP server in the test process, on loopback, keeping every message it receives. */
export async function startSmtp(port = 0): Promise<TestSmtp> {
  const messages: ParsedMail[] = [];
  const sockets = new Set<Socket>();
  let greeting: Greeting = { delayMs: 0 };
  let connections = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    closeTimeout: 100,
    // Its default (60 s) would end a slow test greeting before the client gives up.
    socketTimeout: 180_000,
    onConnect(_session, callback) {
      connections++;
      if (greeting === "hang") return;
      setTimeout(() => callback(), greeting.delayMs);
    },
    onData(stream, _session, done) {
      simpleParser(stream).then(
        (mail) => {
          messages.push(mail);
          done();
        },
        (error: Error) => done(error),
      );
    },
  });
  server.server.on("connection", (socket: Socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.server.address();
  return {
    port: typeof address === "object" && address ? address.port : port,
    messages,
    connections: () => connections,
    greet: (next) => {
      greeting = next;
    },
    waitFor: async (count, timeoutMs = 10_000) => {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} messages, got ${messages.length}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return messages;
    },
    stop: async () => {
      // A test's silent connections are ended, so closing never waits on them.
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
