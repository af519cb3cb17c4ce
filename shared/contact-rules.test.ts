import { describe, expect, it } from "vitest";
import { type ContactInput, contactProblems } from "./contact-rules";

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
    expect(contactProblems(valid)).toEqual({});
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
    expect(contactProblems({ ...valid, ...change })).toEqual({ [field]: message });
  });
});
