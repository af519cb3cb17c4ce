import { describe, expect, it } from "vitest";
import { asciiAddress, EMAIL_PROBLEMS, emailProblem, punycode } from "./email-address";

describe("punycode (RFC 3492)", () => {
  it.each([
    ["bücher", "bcher-kva"],
    ["münchen", "mnchen-3ya"],
    ["ü", "tda"],
    ["例え", "r8jz45g"],
    ["日本語", "wgv71a119e"],
    ["meridiаn", "meridin-7fg"],
    ["abc", "abc-"],
  ])("%s → %s", (label, encoded) => expect(punycode(label)).toBe(encoded));
});

describe("emailProblem", () => {
  it.each(["ada@example.com", "a.b+c@sub.example.co.uk", "o'brien@example.ie", "ada@bücher.example", "ceo@meridiаn.example"])(
    "takes %s",
    (address) => expect(emailProblem(address)).toBeUndefined(),
  );

  it.each([
    ["ada@", EMAIL_PROBLEMS.format],
    ["=?UTF-8?Q?ceo=40other.example?=@example.com", EMAIL_PROBLEMS.encodedWord],
    ["ceo@=?utf-8?q?x?=.example", EMAIL_PROBLEMS.encodedWord],
    ["jöhn@example.com", EMAIL_PROBLEMS.localPart],
    ["ада@example.com", EMAIL_PROBLEMS.localPart],
    ['"quoted"@example.com', EMAIL_PROBLEMS.localPart],
    ["a..b@example.com", EMAIL_PROBLEMS.localPart],
    ["ada@exa_mple.com", EMAIL_PROBLEMS.format],
    ["ada@-example.com", EMAIL_PROBLEMS.format],
  ])("refuses %s", (address, problem) => expect(emailProblem(address)).toBe(problem));
});

describe("asciiAddress", () => {
  it.each([
    ["ada@example.com", "ada@example.com"],
    ["Ada@Example.COM", "Ada@example.com"],
    ["ceo@meridiаn.example", "ceo@xn--meridin-7fg.example"],
    ["info@bücher.example", "info@xn--bcher-kva.example"],
  ])("%s → %s", (address, ascii) => expect(asciiAddress(address)).toBe(ascii));
});
