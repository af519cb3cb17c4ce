import { describe, expect, it } from "vitest";
import {
  claimableFilter,
  type DeliveryState,
  formTokenAgeProblem,
  isClaimable,
  notificationMail,
  retryDelaySeconds,
  type Submission,
} from "./notification";

const submission: Submission = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  company: "Analytical Engines",
  topic: "new-project",
  budget: "25k-50k",
  message: "We would like a new identity.\nSoon.",
  page: "/contact",
  created: "2026-11-21 09:00:00.000Z",
};

describe("notificationMail", () => {
  it("lists the fields, says the topic in words, and replies to the visitor", () => {
    const mail = notificationMail(submission, "Meridian Studio");
    expect(mail.subject).toBe("Meridian Studio: A new project from Ada Lovelace");
    expect(mail.replyTo).toBe("ada@example.com");
    expect(mail.html).toContain('<th style="text-align:left;padding:4px 16px 4px 0">Budget</th><td>€25k – €50k</td>');
    expect(mail.text).toContain("Company: Analytical Engines");
    expect(mail.text.endsWith("We would like a new identity.\nSoon.")).toBe(true);
  });

  it("escapes HTML and script in every field", () => {
    const evil = '<script>alert("x")</script>';
    const mail = notificationMail(
      {
        ...submission,
        name: evil,
        company: `<img src=x onerror=alert(1)>`,
        message: `${evil} & more`,
        page: `/contact?q=${evil}`,
      },
      "Site",
    );
    expect(mail.html).not.toMatch(/<script|<img/);
    expect(mail.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more");
    expect(mail.html).toContain("&lt;img src=x onerror=alert(1)&gt;");
  });

  it("keeps line breaks out of headers", () => {
    const mail = notificationMail(
      { ...submission, name: "Eve\r\nBcc: all@example.com", email: "eve@example.com\nBcc: x@y.z" },
      "Site",
    );
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.replyTo).not.toMatch(/[\r\n]/);
  });

  it("leaves out empty fields", () => {
    expect(notificationMail({ ...submission, company: "", budget: "" }, "Site").text).not.toMatch(/Company|Budget/);
  });
});

describe("isClaimable", () => {
  const now = "2026-11-22 10:00:00.000Z";
  const earlier = "2026-11-22 09:59:00.000Z";
  const later = "2026-11-22 10:01:00.000Z";
  const state = (notification: string, nextNotifyAt = "", spam = false): DeliveryState => ({ spam, notification, nextNotifyAt });

  it.each([
    ["a new submission", state("pending"), false, true],
    ["a retry that is due", state("retrying", earlier), false, true],
    ["a retry that is not due yet", state("retrying", later), false, false],
    ["a retry not due, forced", state("retrying", later), true, true],
    ["an attempt in flight", state("sending", later), false, false],
    ["an attempt in flight, forced", state("sending", later), true, false],
    ["an attempt whose claim expired (its process died)", state("sending", earlier), false, true],
    ["one already sent", state("sent"), true, false],
    ["spam", state("pending", "", true), true, false],
    ["skipped", state("skipped"), true, false],
  ])("%s → %s", (_case, given, force, expected) => {
    expect(isClaimable(given, now, force)).toBe(expected);
  });

  it("has a filter that names the same states", () => {
    expect(claimableFilter(false)).toContain("notification = 'sending' && next_notify_at != '' && next_notify_at <= {:now}");
    expect(claimableFilter(true)).not.toContain("(next_notify_at = '' || next_notify_at <= {:now})");
  });
});

describe("retryDelaySeconds", () => {
  it.each([
    [1, 60, 60],
    [2, 60, 120],
    [5, 60, 960],
    [30, 60, 21600],
    [3, 1, 4],
  ])("after %i failures with base %i s → %i s", (failures, base, delay) => {
    expect(retryDelaySeconds(failures, base)).toBe(delay);
  });
});

describe("formTokenAgeProblem", () => {
  const now = 1_000_000;
  it("accepts a form that took a person's time", () => {
    expect(formTokenAgeProblem(now - 8000, now, 3)).toBeUndefined();
  });
  it("flags a form sent faster than a person types", () => {
    expect(formTokenAgeProblem(now - 1200, now, 3)).toBe("sent 1.2 s after the form was shown (minimum 3 s)");
  });
  it("flags a time from the future", () => {
    expect(formTokenAgeProblem(now + 5000, now, 3)).toBe("the form token's time is not valid");
  });
});
