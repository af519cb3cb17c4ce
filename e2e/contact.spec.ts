import { readMailbox } from "./support/mailbox";
import { expect, test } from "./support/page-guards";
import { statePictures } from "./support/screenshots";
import { superuser } from "./support/superuser";

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
