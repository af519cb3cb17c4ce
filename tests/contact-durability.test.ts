import { describe, expect, it } from "vitest";
import { allowManySubmissions, formToken, genuine, pause } from "./support/contact";
import { startTestServer } from "./support/pocketbase";

// Nothing a visitor was told is saved may be lost: not even when the server dies mid-burst.
describe("a burst of 50 submissions with the server killed part way", () => {
  it("keeps every submission that was answered 200", async () => {
    const first = await startTestServer({ CONTACT_MIN_FILL_SECONDS: "0" });
    const dataDir = first.dataDir;
    try {
      await allowManySubmissions(await first.superuser());
      const token = await formToken(first.url);
      await pause(50);
      const answered: string[] = [];
      let settled = 0;
      const burst = Array.from({ length: 50 }, (_, i) =>
        fetch(`${first.url}/api/collections/contact/records`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ ...genuine, name: `Burst ${i}`, form_token: token, website: "" }),
        })
          .then(async (response) => {
            if (response.status === 200) answered.push(((await response.json()) as { id: string }).id);
          })
          .catch(() => undefined) // a request cut off by the kill was never answered
          .finally(() => {
            settled++;
            // SIGKILL once about a third have been answered: no shutdown, no flush, no goodbye.
            if (settled === 17) first.server.process.kill("SIGKILL");
          }),
      );
      await Promise.all(burst);
      const killed = first.server.process;
      if (killed.exitCode === null && killed.signalCode === null) await new Promise((resolve) => killed.once("exit", resolve));
      expect(killed.signalCode).toBe("SIGKILL");
      expect(answered.length).toBeGreaterThanOrEqual(17);
      expect(answered.length).toBeLessThan(50);
      await first.stop({ keepData: true });

      const again = await startTestServer({}, dataDir);
      try {
        const admin = await again.superuser();
        const stored = new Set((await admin.collection("contact").getFullList({ fields: "id" })).map((r) => r.id));
        expect(answered.filter((id) => !stored.has(id))).toEqual([]);
      } finally {
        await again.stop();
      }
    } finally {
      await first.stop();
    }
  });
});
