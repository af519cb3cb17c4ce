import { describe, expect, it } from "vitest";
import { en } from "../languages/words/en";
import { pt } from "../languages/words/pt";
import { type ContactInput, characterCount, contactProblems, honeypotFilled, tidyContact, trimmed } from "./rules";

const valid: ContactInput = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  company: "",
  topic: "new-project",
  budget: "",
  message: "We would like a new identity.",
  consent: true,
};

describe("contactProblems", () => {
  it("accepts a complete message", () => {
    expect(contactProblems(valid, en)).toEqual({});
  });

  it.each([
    [{ name: "  " }, "name", "Please tell us your name."],
    [{ name: "x".repeat(121) }, "name", "Please keep your name under 120 characters."],
    [{ email: "" }, "email", "Please give an email address so we can reply."],
    [{ email: "ada@" }, "email", "That email address does not look right, e.g. name@example.com."],
    [{ email: "ada@example" }, "email", "That email address does not look right, e.g. name@example.com."],
    [{ email: "a b@example.com" }, "email", "That email address does not look right, e.g. name@example.com."],
    [{ company: "x".repeat(121) }, "company", "Please keep the company name under 120 characters."],
    [{ topic: "bribe" }, "topic", "Please choose a topic from the list."],
    [{ budget: "a million" }, "budget", "Please choose a budget from the list."],
    [{ message: "hi" }, "message", "Please write a little more: at least 10 characters."],
    [{ message: "x".repeat(5001) }, "message", "Please keep your message under 5000 characters."],
    [{ consent: false }, "consent", "Please agree that we may store your message to answer it."],
  ])("%j → %s", (change, field, message) => {
    expect(contactProblems({ ...valid, ...change }, en)).toEqual({ [field]: message });
  });
});

it("says each problem in the page's words", () => {
  expect(contactProblems({ ...valid, name: "", message: "oi" }, pt)).toEqual({
    name: "Diga-nos o seu nome, por favor.",
    message: "Escreva um pouco mais: pelo menos 10 caracteres.",
  });
});

describe("lengths and white space, as PocketBase's fields count and store them", () => {
  it.each([
    ["61 astral characters in a name", { name: "𝔸".repeat(61) }],
    ["120 astral characters in a name", { name: "𝔸".repeat(120) }],
    ["5000 astral characters in a message", { message: "😀".repeat(5000) }],
    ["a full name padded with spaces, tabs and no-break spaces", { name: ` \t${"n".repeat(120)}\u00A0\u3000` }],
    ["a full message padded with newlines", { message: `\n\n${"m".repeat(5000)}\n  ` }],
    ["an address padded with a newline", { email: " ada@example.com\n" }],
  ])("accepts %s", (_name, change) => {
    expect(contactProblems({ ...valid, ...change }, en)).toEqual({});
  });

  it.each([
    [{ name: "𝔸".repeat(121) }, "name", "Please keep your name under 120 characters."],
    [{ name: "\u00A0\u2003\uFEFF" }, "name", "Please tell us your name."],
    [{ message: `   ${"😀".repeat(9)}   ` }, "message", "Please write a little more: at least 10 characters."],
    [{ company: "é".repeat(121) }, "company", "Please keep the company name under 120 characters."],
  ])("%j → %s", (change, field, message) => {
    expect(contactProblems({ ...valid, ...change }, en)).toEqual({ [field]: message });
  });

  it("counts code points, not UTF-16 units", () => {
    expect(characterCount("𝔸".repeat(61))).toBe(61);
    expect("𝔸".repeat(61).length).toBe(122);
    expect(characterCount("e\u0301")).toBe(2);
  });

  it("trims what String.prototype.trim trims, and nothing inside", () => {
    const spaces =
      "\t\n\v\f\r \u00A0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200A\u2028\u2029\u202F\u205F\u3000\uFEFF";
    expect(trimmed(`${spaces}a b${spaces}`)).toBe("a b");
    expect(trimmed(`${spaces}a b${spaces}`)).toBe(`${spaces}a b${spaces}`.trim());
    // Not white space to ECMAScript: a zero-width space and the Mongolian vowel separator stay.
    expect(trimmed("\u200Ba\u180E")).toBe("\u200Ba\u180E");
  });

  it("stores what it checked: tidyContact trims the text fields only", () => {
    expect(tidyContact({ ...valid, name: " Ada ", company: " X ", topic: "press" })).toEqual({
      ...valid,
      name: "Ada",
      company: "X",
      topic: "press",
    });
  });
});

describe("honeypotFilled", () => {
  it.each([" ", "\t", "\n", "\u00A0", "\u2003", "\u3000", "\uFEFF", "x", "0", 0, false, [], {}])("%j is filled in", (value) => {
    expect(honeypotFilled(value)).toBe(true);
  });

  it.each([undefined, null, ""])("%j is empty", (value) => {
    expect(honeypotFilled(value)).toBe(false);
  });
});
