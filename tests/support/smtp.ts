import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface TestSmtp {
  port: number;
  messages: ParsedMail[];
  /** Resolves once `count` messages have arrived, or fails after `timeoutMs`. */
  waitFor: (count: number, timeoutMs?: number) => Promise<ParsedMail[]>;
  stop: () => Promise<void>;
}

/** A real SMTP server in the test process, on loopback, keeping every message it receives. */
export async function startSmtp(port = 0): Promise<TestSmtp> {
  const messages: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
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
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.server.address();
  return {
    port: typeof address === "object" && address ? address.port : port,
    messages,
    waitFor: async (count, timeoutMs = 10_000) => {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} messages, got ${messages.length}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return messages;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
