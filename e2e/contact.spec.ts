import { allowManySubmissions } from "../tests/support/contact";
import { readMailbox } from "./support/mailbox";
import { expect, test } from "./support/page-guards";
import { statePictures } from "./support/screenshots";
import { superuser } from "./support/superuser";

// Both projects send several messages from one address within a minute; the site allows 3.
test.beforeAll(async ({ baseURL }) => allowManySubmissions(await superuser(baseURL)));

test("a visitor sends the form: success, the record, and the agency's mail", async ({ page, baseURL }, info) => {
  const name = `Grace Hopper (${info.project.name})`;
  await page.goto("/contact");
  await page.getByLabel("Your name *").fill(name);
  await page.getByLabel("Email *").fill("grace@example.com");
  await page.getByLabel("Company").fill("Compilers & Co");
  await page.getByLabel("What is it about?").selectOption({ label: "A new project" });
  await page.getByLabel("Message *").fill("We would like to talk about a new website.");
  await page.getByLabel(/I agree that you store my message/).check();
  // Sent at once, faster than the server's minimum: the form itself waits, so a quick person is not taken for a bot.
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("button", { name: "Sending…" })).toBeDisabled();
  await expect(page.getByTestId("contact-success")).toContainText(`Thank you, ${name}.`);
  await statePictures(page, page.getByTestId("contact-success"), "contact-sent", info);

  const admin = await superuser(baseURL);
  const record = await admin.collection("contact").getFirstListItem(admin.filter("name = {:name}", { name }));
  expect(record).toMatchObject({
    email: "grace@example.com",
    company: "Compilers & Co",
    topic: "new-project",
    page: "/contact",
    spam: false,
  });
  // Stored and answered; the mail goes out from the minute cron. Ask for it now instead of waiting.
  await admin.send("/api/contact/notify-pending", { method: "POST" });
  await expect.poll(async () => (await admin.collection("contact").getOne(record.id)).notification).toBe("sent");

  const dir = process.env.E2E_MAIL_DIR ?? "";
  await expect.poll(() => readMailbox(dir).filter((mail) => mail.subject.includes(name)).length).toBe(1);
  const [mail] = readMailbox(dir).filter((m) => m.subject.includes(name));
  expect(mail?.to).toBe("hello@meridian.example");
  expect(mail?.replyTo).toBe("grace@example.com");
  expect(mail?.html).toContain("Compilers &amp; Co");
});

test("problems show beside their fields and nothing typed is lost", async ({ page }, info) => {
  await page.goto("/contact");
  await page.getByLabel("Your name *").fill("Grace");
  await page.getByLabel("Email *").fill("grace@");
  await page.getByLabel("Message *").fill("Hi");
  await page.getByRole("button", { name: "Send message" }).click();

  const email = page.getByLabel("Email *");
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toBeFocused();
  const describedBy = await email.getAttribute("aria-describedby");
  await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(
    "That email address does not look right, e.g. name@example.com.",
  );
  await expect(page.getByText("Please write a little more: at least 10 characters.")).toBeVisible();
  await expect(page.getByText("Please agree that we may store your message to answer it.")).toBeVisible();
  await expect(page.getByLabel("Your name *")).toHaveValue("Grace");
  await expect(page.getByLabel("Message *")).toHaveValue("Hi");
  await expect(page.getByTestId("contact-success")).toHaveCount(0);
  await statePictures(page, page.locator("form.contact-form"), "contact-problems", info);
});

test("a second message from the same visit is a message, not a replay", async ({ page, baseURL }, info) => {
  const names = [1, 2].map((n) => `Katherine Johnson ${n} (${info.project.name})`);
  await page.goto("/contact");
  for (const name of names) {
    await page.getByLabel("Your name *").fill(name);
    await page.getByLabel("Email *").fill("katherine@example.com");
    await page.getByLabel("Message *").fill("Orbital mechanics for a new product launch.");
    await page.getByLabel(/I agree that you store my message/).check();
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByTestId("contact-success")).toContainText(`Thank you, ${name}.`);
    if (name === names[0]) await page.getByRole("button", { name: "Send another message" }).click();
  }
  const admin = await superuser(baseURL);
  for (const name of names) {
    const record = await admin.collection("contact").getFirstListItem(admin.filter("name = {:name}", { name }));
    expect({ name, spam: record.spam, reason: record.spam_reason }).toEqual({ name, spam: false, reason: "" });
  }
});
