import { describe, expect, it } from "vitest";
import { checkPreview, nextTokens, PREVIEW_DAYS, previewExpiry, type Signer, signPreview, tokenForLog } from "./preview-token";

interface NodeCrypto {
  createHmac(algorithm: "sha256", key: string): { update(text: string): { digest(encoding: "hex"): string } };
}
// Node's crypto, named at run time: this folder is type-checked for PocketBase's engine, which has no Node modules.
const { createHmac } = (await import(/* @vite-ignore */ `node:${"crypto"}`)) as NodeCrypto;

// What $security.hs256 and $security.equal do in PocketBase (the comparison's timing is not what is tested here).
const signer: Signer = {
  hmac: (text, secret) => createHmac("sha256", secret).update(text).digest("hex"),
  equal: (a, b) => a === b,
};
const SECRET = "s".repeat(64);
const draft = { collection: "news", id: "abc123def456ghi" };
const now = Date.UTC(2026, 10, 22, 12);
const expires = previewExpiry(now);
const token = signPreview(draft, expires, SECRET, signer);

describe("preview tokens", () => {
  it("are the expiry and a 128-bit signature, valid for 7 days from the save", () => {
    expect(token).toMatch(/^\d+\.[0-9a-f]{32}$/);
    expect(expires).toBe(now / 1000 + PREVIEW_DAYS * 86_400);
    expect(checkPreview(draft, token, now, SECRET, signer)).toEqual({ ok: true, expires });
    expect(checkPreview(draft, token, now + 7 * 86_400_000 - 1, SECRET, signer).ok).toBe(true);
  });

  it("expire at their time", () => {
    expect(checkPreview(draft, token, expires * 1000, SECRET, signer)).toEqual({ ok: false, reason: "expired" });
  });

  it.each([
    ["another record of the same collection", { collection: "news", id: "zzz123def456ghi" }],
    ["a record of another collection with the same id", { collection: "projects", id: draft.id }],
  ])("open no other record: %s", (_, other) => {
    expect(checkPreview(other, token, now, SECRET, signer)).toEqual({ ok: false, reason: "signature" });
  });

  it("refuse a token whose expiry or signature was changed", () => {
    const [time, signature = ""] = token.split(".");
    const later = `${Number(time) + 86_400}.${signature}`;
    const flipped = `${time}.${signature.slice(0, -1)}${signature.endsWith("0") ? "1" : "0"}`;
    expect(checkPreview(draft, later, now, SECRET, signer)).toEqual({ ok: false, reason: "signature" });
    expect(checkPreview(draft, flipped, now, SECRET, signer)).toEqual({ ok: false, reason: "signature" });
  });

  it("refuse a token signed with another secret (the secret was changed)", () => {
    const old = signPreview(draft, expires, "t".repeat(64), signer);
    expect(checkPreview(draft, old, now, SECRET, signer)).toEqual({ ok: false, reason: "signature" });
  });

  it.each(["", "abc", `${token}x`, token.toUpperCase(), `-1.${"0".repeat(32)}`, `${expires}.${"0".repeat(64)}`])(
    "refuse what is no token: %j",
    (text) => {
      expect(checkPreview(draft, text, now, SECRET, signer)).toEqual({ ok: false, reason: "malformed" });
    },
  );

  it("are neither made nor accepted without a secret", () => {
    expect(() => signPreview(draft, expires, "", signer)).toThrow(/preview_secret/);
    expect(checkPreview(draft, token, now, "", signer)).toEqual({ ok: false, reason: "no-secret" });
  });

  it("show in logs only as the expiry and the signature's first digits", () => {
    const logged = tokenForLog(token);
    expect(logged).toBe(`${expires}.${token.split(".")[1]?.slice(0, 6)}…`);
    expect(logged).not.toContain(token.split(".")[1]);
    expect(tokenForLog("<script>".repeat(100))).toBe("(800 characters, not a token)");
  });
});

describe("the tokens a save leaves", () => {
  const DAY = 86_400_000;
  const valid = (at: number) => (candidate: string) => checkPreview(draft, candidate, at, SECRET, signer).ok;
  const sign = (seconds: number) => signPreview(draft, seconds, SECRET, signer);
  const save = (slots: { current: string; previous: string }, at: number) => nextTokens(slots, at, valid(at), sign);

  it("make the first token on the first save", () => {
    const first = save({ current: "", previous: "" }, now);
    expect(first).toEqual({ current: token, expires, previous: "", previousExpires: 0 });
  });

  it("keep the newest while it has half its life ahead, so a page opened with it carries it alone", () => {
    const kept = save({ current: token, previous: "" }, now + 3 * DAY);
    expect(kept.current).toBe(token);
    expect(kept.previous).toBe("");
  });

  it("make a new one past half its life, the newest moving to previous until its own expiry", () => {
    const later = now + 4 * DAY;
    const rotated = save({ current: token, previous: "" }, later);
    expect(rotated.current).not.toBe(token);
    expect(rotated.expires).toBe(previewExpiry(later));
    expect(rotated).toMatchObject({ previous: token, previousExpires: expires });
  });

  it("never keep more than two live tokens, whatever is saved and when", () => {
    let slots = { current: "", previous: "" };
    const made = new Set<string>();
    for (let hour = 0; hour < 24 * 30; hour += 7) {
      const at = now + hour * 3_600_000;
      slots = save(slots, at);
      made.add(slots.current);
      const live = [...made].filter(valid(at));
      expect(live.length, `at hour ${hour}`).toBeLessThanOrEqual(2);
      expect(live.sort(), `at hour ${hour}`).toEqual([slots.current, slots.previous].filter(Boolean).sort());
    }
  });

  it("drop a stored token that no longer opens the record (another secret, or expired)", () => {
    const other = signPreview(draft, expires, "t".repeat(64), signer);
    const fresh = save({ current: other, previous: other }, now);
    expect(fresh).toMatchObject({ previous: "", previousExpires: 0 });
    expect(fresh.current).toBe(token);
  });
});
