import PocketBase, { ClientResponseError } from "pocketbase";

const signedIn = new Map<string, Promise<PocketBase>>();

async function signIn(baseURL: string | undefined): Promise<PocketBase> {
  const pb = new PocketBase(baseURL);
  pb.autoCancellation(false);
  // The site allows 2 sign-ins per 3 s per address, and two workers share one: a refused one waits its turn.
  for (let attempt = 1; ; attempt++) {
    try {
      await pb.collection("_superusers").authWithPassword("e2e@example.com", "e2e-superuser-password");
      return pb;
    } catch (error) {
      if (!(error instanceof ClientResponseError) || error.status !== 429 || attempt === 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1600 * attempt));
    }
  }
}

/** The superuser the e2e server is started with (see playwright.config.ts): one sign-in per worker. */
export function superuser(baseURL: string | undefined): Promise<PocketBase> {
  const key = baseURL ?? "";
  let client = signedIn.get(key);
  if (!client) {
    client = signIn(baseURL);
    signedIn.set(key, client);
    client.catch(() => signedIn.delete(key));
  }
  return client;
}
