import type PocketBase from "pocketbase";

export const genuine = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  company: "Analytical Engines",
  topic: "new-project",
  budget: "25k-50k",
  message: "We would like a new identity for our engine.",
  consent: true,
  page: "/contact",
};

export async function formToken(url: string): Promise<string> {
  return ((await (await fetch(`${url}/api/contact/token`)).json()) as { token: string }).token;
}

/** Sends the contact form as a browser does: JSON, with the token it was given when the form was shown. */
export async function send(url: string, fields: Record<string, unknown>, headers: Record<string, string> = {}) {
  const response = await fetch(`${url}/api/collections/contact/records`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(fields),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Lets the contact form be sent as often as a test needs (the site allows 3 a minute per address). */
export async function allowManySubmissions(admin: PocketBase, maxRequests = 1000): Promise<void> {
  const settings = await admin.settings.getAll();
  const rules = (settings.rateLimits.rules as { label: string; maxRequests: number }[]).map((rule) =>
    rule.label === "contact:create" ? { ...rule, maxRequests } : rule,
  );
  await admin.settings.update({ rateLimits: { ...settings.rateLimits, rules } });
}

/** Asks the server to mail waiting submissions now, as the minute cron would (`force`: whatever their backoff). */
export async function deliverNow(admin: PocketBase, force = false): Promise<{ attempted: number; sent: number }> {
  return admin.send(`/api/contact/notify-pending${force ? "?force=true" : ""}`, { method: "POST" });
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
