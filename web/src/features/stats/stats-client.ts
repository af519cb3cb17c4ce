import type PocketBase from "pocketbase";
import { GENERIC_FAILURE, UNREACHABLE } from "../../lib/backend-error";

/**
 * Where the editors' session is kept: the SDK's default key, where the view counter (app/background/view-reports.ts) also looks to
 * leave editors out. The visitors' client (lib/pocketbase.ts) keeps no session, so this one never changes what the
 * public pages read. No cookie either way.
 */
const SESSION_KEY = "pocketbase_auth";

let client: Promise<PocketBase> | undefined;

/** The editors' own client, signed in as a superuser; the SDK loads with the first call (a sign-in, the figures). */
export function statsClient(): Promise<PocketBase> {
  client ??= import("pocketbase").then(
    ({ default: Client, LocalAuthStore }) => {
      const instance = new Client(window.location.origin, new LocalAuthStore(SESSION_KEY));
      instance.autoCancellation(false);
      return instance;
    },
    (error: unknown) => {
      client = undefined;
      throw error;
    },
  );
  return client;
}

/**
 * Whether a superuser's session, not yet expired, is kept here. Read from storage as the SDK keeps it, before the SDK
 * has loaded, so that the page's first render is already the right one: the form, or the figures.
 */
export function editorSignedIn(): boolean {
  try {
    const { token, record } = JSON.parse(localStorage.getItem(SESSION_KEY) ?? "{}");
    const payload = JSON.parse(atob(String(token).split(".")[1]?.replace(/-/g, "+").replace(/_/g, "/") ?? ""));
    return record?.collectionName === "_superusers" && payload.exp * 1000 > Date.now();
  } catch {
    return false;
  }
}

export async function signIn(email: string, password: string): Promise<void> {
  await (await statsClient()).collection("_superusers").authWithPassword(email, password);
}

export async function signOut(): Promise<void> {
  (await statsClient()).authStore.clear();
}

/** The SDK's error (ClientResponseError), told apart without loading the SDK. */
type ResponseError = Error & { status: number; isAbort: boolean; url: string; response: unknown };
const isResponseError = (error: unknown): error is ResponseError =>
  error instanceof Error && "status" in error && "isAbort" in error;

/** Whether the API refused the session: it ended, or it is not a superuser's. */
export const sessionRefused = (error: unknown) => isResponseError(error) && (error.status === 401 || error.status === 403);

/** What an editor reads when signing in fails; the details an operator needs go to the console. */
export function signInProblem(error: unknown): string {
  if (!isResponseError(error)) {
    console.error("Signing in failed", error);
    return GENERIC_FAILURE;
  }
  console.error("Signing in failed", { url: error.url, status: error.status, response: error.response, isAbort: error.isAbort });
  if (error.status === 400) return "That email and password do not match an editor's account. Check both and try again.";
  if (error.status === 429) return "Too many attempts in a short time. Wait a few seconds, then try again.";
  if (error.status === 0 && !error.isAbort) return UNREACHABLE;
  return GENERIC_FAILURE;
}
