import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface StoredMail {
  subject: string;
  to: string;
  replyTo: string;
  html: string;
  text: string;
}

/**
 * A real SMTP server for the e2e run, started once in Playwright's main process. Each
 * message is written to `dir` as JSON, so tests in worker processes can read what arrived.
 */
export async function startMailbox(dir: string): Promise<number> {
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, done) {
      simpleParser(stream).then((mail) => {
        const stored: StoredMail = {
          subject: mail.subject ?? "",
          to: mail.to && !Array.isArray(mail.to) ? mail.to.text : "",
          replyTo: mail.replyTo?.text ?? "",
          html: typeof mail.html === "string" ? mail.html : "",
          text: mail.text ?? "",
        };
        writeFileSync(path.join(dir, `${Date.now()}-${++count}.json`), JSON.stringify(stored));
        done();
      }, done);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  // It must not keep Playwright's main process alive at the end of the run.
  server.server.unref();
  const address = server.server.address();
  if (!address || typeof address === "string") throw new Error("the e2e SMTP server has no port");
  return address.port;
}

export function readMailbox(dir: string): StoredMail[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), "utf8")) as StoredMail);
}
