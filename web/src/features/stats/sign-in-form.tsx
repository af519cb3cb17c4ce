import { useRef, useState } from "react";
import { useHydrated } from "../../lib/hydrated";
import { signIn, signInProblem } from "./stats-client";

/**
 * The editors' sign-in: the email and password of a superuser, as in the admin. The server draws the same form, disabled
 * until the app has hydrated it (lib/hydrated.ts): only the app can sign in. Problems are said in words, beside the form, and focus goes
 * back to where the editor can fix them.
 */
export function SignInForm({ notice, onSignedIn }: { notice?: string; onSignedIn: () => void }) {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const ready = useHydrated();
  const emailField = useRef<HTMLInputElement>(null);
  const passwordField = useRef<HTMLInputElement>(null);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (!email.trim() || !password) {
      setProblem("Enter the email and the password you sign in to the admin with.");
      (email.trim() ? passwordField : emailField).current?.focus();
      return;
    }
    setBusy(true);
    setProblem(undefined);
    try {
      await signIn(email.trim(), password);
      onSignedIn();
    } catch (error) {
      setProblem(signInProblem(error));
      setBusy(false);
      passwordField.current?.select();
    }
  }

  const message = problem ?? notice;
  return (
    <form className="sign-in-form" noValidate onSubmit={submit} aria-describedby={message ? "sign-in-problem" : undefined}>
      {message ? (
        <p className={problem ? "notice error" : "notice"} role="alert" id="sign-in-problem">
          {message}
        </p>
      ) : null}
      <div className="sign-in-field">
        <label htmlFor="sign-in-email">Email</label>
        <input
          ref={emailField}
          id="sign-in-email"
          name="email"
          type="email"
          autoComplete="username"
          required
          value={email}
          disabled={!ready}
          onChange={(e) => setEmail(e.target.value)}
        />
      </div>
      <div className="sign-in-field">
        <label htmlFor="sign-in-password">Password</label>
        <input
          ref={passwordField}
          id="sign-in-password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          disabled={!ready}
          onChange={(e) => setPassword(e.target.value)}
        />
      </div>
      <div>
        <button type="submit" className="button" disabled={!ready || busy}>
          {busy ? "Signing in…" : "Sign in"}
        </button>
      </div>
    </form>
  );
}
