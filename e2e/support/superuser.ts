import PocketBase from "pocketbase";

/** The superuser the e2e server is started with (see playwright.config.ts). */
export async function superuser(baseURL: string | undefined): Promise<PocketBase> {
  const pb = new PocketBase(baseURL);
  pb.autoCancellation(false);
  await pb.collection("_superusers").authWithPassword("e2e@example.com", "e2e-superuser-password");
  return pb;
}
