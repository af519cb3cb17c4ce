import { connect } from "node:net";
import type PocketBase from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allowManySubmissions, formToken, genuine, pause, send } from "./support/contact";
import { refusal } from "./support/fixtures";
import { startTestServer, type TestServer } from "./support/pocketbase";

const MIN_FILL = 1;
const MB = 1024 * 1024;

let site: TestServer;
let admin: PocketBase;
let contactId: string;

beforeAll(async () => {
  site = await startTestServer({ CONTACT_MIN_FILL_SECONDS: String(MIN_FILL) });
  admin = await site.superuser();
  await allowManySubmissions(admin);
  contactId = (await admin.collections.getOne("contact")).id;
});
afterAll(() => site.stop());

interface Streamed {
  /** 0 when the server reset the connection before its answer could be read. */
  status: number;
  body: string;
  /** How much of the body the server took before it answered or hung up (what the socket accepted, buffers included). */
  bytesSent: number;
}

/**
 * POSTs a JSON body of `size` bytes, as fast as the server reads it, and stops sending as soon as an answer arrives.
 * A raw socket, so that an answer is read even when the server then closes the connection on a body still coming.
 * A server that stops reading a long body resets the connection, and a write into it can lose the answer: then
 * `status` is 0, and `bytesSent` still tells how far the server read. `Transfer-Encoding: chunked` unless
 * `contentLength` is set.
 */
function stream(path: string, size: number, { contentLength = false } = {}) {
  return new Promise<Streamed>((resolve) => {
    const batch = path.startsWith("/api/batch");
    const prefix = batch
      ? '{"requests":[{"method":"POST","url":"/api/collections/contact/records","body":{"name":"'
      : '{"name":"';
    const suffix = batch ? '"}}]}' : '"}';
    const url = new URL(site.url);
    const socket = connect(Number(url.port), url.hostname);
    let received = "";
    let bytesSent = 0;
    let settled = false;
    const answer = () => {
      const head = received.indexOf("\r\n\r\n");
      if (head < 0) return undefined;
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1] ?? 0);
      const length = Number(/\r\ncontent-length: (\d+)/i.exec(received.slice(0, head))?.[1] ?? -1);
      const body = Buffer.from(received.slice(head + 4));
      return length >= 0 && body.length >= length ? { status, body: body.subarray(0, length).toString(), bytesSent } : undefined;
    };
    const settle = (hungUp = false) => {
      if (settled) return;
      const done = answer() ?? (hungUp ? { status: 0, body: received, bytesSent } : undefined);
      if (!done) return;
      settled = true;
      socket.destroy();
      resolve(done);
    };
    socket.setEncoding("utf8");
    socket.on("data", (data: string) => {
      received += data;
      settle();
    });
    socket.on("error", () => settle(true));
    socket.on("close", () => settle(true));
    const write = (data: string | Buffer) =>
      new Promise<void>((done) => {
        if (socket.destroyed) return done();
        const framed = contentLength ? [data] : [`${Buffer.byteLength(data).toString(16)}\r\n`, data, "\r\n"];
        bytesSent += Buffer.byteLength(data);
        let flushed = true;
        for (const part of framed) flushed = socket.write(part) && flushed;
        if (flushed) done();
        else socket.once("drain", done);
      });
    socket.on("connect", async () => {
      const length = contentLength ? `Content-Length: ${size}` : "Transfer-Encoding: chunked";
      socket.write(`POST ${path} HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: application/json\r\n${length}\r\n\r\n`);
      await write(prefix);
      const chunk = Buffer.alloc(64 * 1024, "x");
      let left = size - prefix.length - suffix.length;
      while (left > 0 && !settled && !socket.destroyed) {
        const part = left >= chunk.length ? chunk : chunk.subarray(0, left);
        await write(part);
        left -= part.length;
        // Lets an answer that has arrived be read before the next write, which the server may reset.
        await new Promise((next) => setImmediate(next));
      }
      if (!settled && !socket.destroyed) {
        await write(suffix);
        if (!contentLength) socket.write("0\r\n\r\n");
      }
    });
  });
}

describe("the contact body limit holds however the request is spelled", () => {
  const routes = () => [
    ["the collection's name", "/api/collections/contact/records"],
    ["the name capitalised", "/api/collections/Contact/records"],
    ["the name in capitals", "/api/collections/CONTACT/records"],
    ["the name percent-encoded", "/api/collections/cont%61ct/records"],
    ["the collection id", `/api/collections/${contactId}/records`],
  ];

  it.each([0, 1, 2, 3, 4])("route %#: a chunked body past the limit is refused with 413 and the form's words", async (index) => {
    const [, path] = routes()[index] as [string, string];
    const answer = await stream(path, 200 * 1024);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).message).toBe("The submission is too large. Please keep your message under 5000 characters.");
  });

  /** A JSON body sent chunked, all of it in one chunk: the status line and the whole answer. */
  const inOneChunk = (body: string): Promise<string> => {
    const url = new URL(site.url);
    return new Promise((resolve) => {
      const socket = connect(Number(url.port), url.hostname, () => {
        socket.write(
          `POST /api/collections/contact/records HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: application/json\r\n` +
            "Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n",
        );
        socket.write(`${Buffer.byteLength(body).toString(16)}\r\n${body}\r\n0\r\n\r\n`);
      });
      let got = "";
      socket.on("data", (data) => {
        got += data.toString();
      });
      socket.on("close", () => resolve(got));
      socket.on("error", () => resolve(got));
    });
  };

  it.each([66, 67, 68, 69, 70])(
    "a chunked body of %i KB sent in one chunk, a whole JSON value, is refused with 413 too (issue 32)",
    async (kb) => {
      // Go's JSON decoder once finished the value it read with the byte that crossed the limit, and the save went on.
      const answer = await inOneChunk(JSON.stringify({ ...genuine, padding: "x".repeat(kb * 1024 - 400) }));
      expect(answer.split("\r\n")[0]).toBe("HTTP/1.1 413 Request Entity Too Large");
      expect(answer).toContain("The submission is too large. Please keep your message under 5000 characters.");
    },
  );

  it("reads a chunked body within the limit whole, as the form sends it", async () => {
    const answer = await inOneChunk(JSON.stringify({ ...genuine, padding: "x".repeat(60 * 1024) }));
    // Without a form token it is kept as spam, answered as any message is: the body was read to its end.
    expect(answer.split("\r\n")[0]).toBe("HTTP/1.1 200 OK");
  });

  it.each([0, 1, 2, 3, 4])("route %#: a 31 MB chunked body is not read past the limit", async (index) => {
    const [, path] = routes()[index] as [string, string];
    const answer = await stream(path, 31 * MB);
    // 64 KB are read; the rest of what was sent sits in the sockets' buffers. Before, all 31 MB were read.
    expect(answer.bytesSent).toBeLessThan(8 * MB);
    expect([0, 413]).toContain(answer.status);
  });

  it.each([0, 1, 2, 3, 4])("route %#: a 100 KB body with its length is refused with 413 before it is read", async (index) => {
    const [, path] = routes()[index] as [string, string];
    const answer = await stream(path, 100 * 1024, { contentLength: true });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).message).toBe("The submission is too large. Please keep your message under 5000 characters.");
  });

  it("holds a visitor's batch to it, once batches are allowed", async () => {
    await admin.settings.update({ batch: { enabled: true, maxRequests: 50, timeout: 3, maxBodySize: 0 } });
    try {
      const chunked = await stream("/api/batch", 31 * MB);
      expect(chunked.bytesSent).toBeLessThan(8 * MB);
      const small = await stream("/api/batch", 200 * 1024);
      expect(small.status).toBe(413);
      expect(JSON.parse(small.body).message).toBe("The submission is too large. Please keep your message under 5000 characters.");
      expect((await stream("/api/batch", 100 * 1024, { contentLength: true })).status).toBe(413);
    } finally {
      await admin.settings.update({ batch: { enabled: false } });
    }
  });

  it("still takes the longest genuine message, in any script", async () => {
    const { status } = await send(site.url, { ...genuine, message: "𝔸".repeat(5000), name: "𝔸".repeat(120) });
    expect(status).toBe(200);
  });
});

/** A person's pace: the token is older than the minimum when the form is sent. */
async function sendAsPerson(fields: Record<string, unknown>) {
  const token = await formToken(site.url);
  await pause(MIN_FILL * 1000 + 150);
  return send(site.url, { form_token: token, website: "", ...fields });
}

describe("the honeypot", () => {
  it.each([
    ["a space", " "],
    ["a tab", "\t"],
    ["a newline", "\n"],
    ["a no-break space", "\u00A0"],
    ["an em space", "\u2003"],
    ["an ideographic space", "\u3000"],
    ["a zero-width no-break space", "\uFEFF"],
  ])("filled with %s only counts as filled in", async (_name, website) => {
    const { status, body } = await sendAsPerson({ ...genuine, website });
    expect(status).toBe(200);
    const stored = await admin.collection("contact").getOne(String(body.id));
    expect(stored).toMatchObject({ spam: true, spam_reason: "the hidden field was filled in", notification: "skipped" });
  });
});

describe("lengths count characters, and the form and the field agree", () => {
  it("takes 61 astral characters as 61 (a name of up to 120)", async () => {
    const { status, body } = await sendAsPerson({ ...genuine, name: "𝔸".repeat(61) });
    expect(status).toBe(200);
    expect((await admin.collection("contact").getOne(String(body.id))).name).toBe("𝔸".repeat(61));
  });

  it("refuses 121 astral characters in the form's own words", async () => {
    const { status, body } = await sendAsPerson({ ...genuine, name: "𝔸".repeat(121) });
    expect(status).toBe(400);
    expect(body.data).toEqual({ name: expect.objectContaining({ message: "Please keep your name under 120 characters." }) });
  });

  it("trims as the form does, and stores the values trimmed", async () => {
    const padded = {
      ...genuine,
      name: `  ${"n".repeat(120)}\u00A0\t`,
      email: " ada@example.com\n",
      company: `\u3000${"c".repeat(120)} `,
      message: `\n\n  ${"m".repeat(5000)}  \n`,
    };
    const { status, body } = await sendAsPerson(padded);
    expect(status, JSON.stringify(body)).toBe(200);
    expect(await admin.collection("contact").getOne(String(body.id))).toMatchObject({
      name: "n".repeat(120),
      email: "ada@example.com",
      company: "c".repeat(120),
      message: "m".repeat(5000),
    });
  });
});

describe("record ids", () => {
  it.each([
    ["a valid id", "abcdefghijklmno"],
    ["an id of another length", "chosenbyvisitor1"],
    ["an id with capitals", "ABCDEFGHIJKLMNO"],
  ])("are never chosen by a visitor: %s is refused", async (_name, id) => {
    const result = await sendAsPerson({ ...genuine, id });
    expect(result.status).toBe(400);
    expect(result.body.data).toEqual({ id: expect.objectContaining({ message: "Record ids are chosen by the server." }) });
    await expect(admin.collection("contact").getOne(id)).rejects.toMatchObject({ status: 404 });
  });

  it("are still the superuser's to choose", async () => {
    const record = await admin.collection("contact").create({ ...genuine, id: "superuserchose1" });
    expect(record.id).toBe("superuserchose1");
  });

  it("cannot be set through the SDK's create either", async () => {
    const result = await refusal(
      site
        .visitor()
        .collection("contact")
        .create({ ...genuine, id: "sdkchosenid0001" }),
    );
    expect(result.status).toBe(400);
    expect(result.data.id?.message).toBe("Record ids are chosen by the server.");
  });
});
