// @vitest-environment jsdom
import { expect, it } from "vitest";
import { pocketbase } from "./pocketbase";

const base64url = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");

it("keeps no session: an editor signed in on /stats still reads the public pages as a visitor", async () => {
  // What the SDK stores when an editor signs in on /stats (features/stats/stats-client.ts): a superuser's token.
  const payload = { type: "auth", collectionId: "pbc_3142635823", id: "editor", exp: Math.floor(Date.now() / 1000) + 3600 };
  const token = `${base64url({ alg: "HS256", typ: "JWT" })}.${base64url(payload)}.signature`;
  localStorage.setItem("pocketbase_auth", JSON.stringify({ token, record: { id: "editor", collectionName: "_superusers" } }));

  const client = await pocketbase();
  expect(client.authStore.token).toBe("");
  expect(client.authStore.isSuperuser).toBe(false);
  // Nor does anything the visitors' client does write a session where /stats keeps its own.
  client.authStore.clear();
  expect(JSON.parse(localStorage.getItem("pocketbase_auth") ?? "{}").token).toBe(token);
});
