import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { freePort } from "../scripts/lib/pocketbase-process";
import { EXTERNAL_HOST } from "./support/hosts";
import { startMailbox } from "./support/mailbox";

/**
 * The browser: CHROMIUM_PATH, else Debian's Chromium headless shell (apt-get install chromium-headless-shell), else
 * Debian's Chromium. The shell is the same Chromium without the desktop browser around it: the suite passed alike on
 * both and took a fifth less time on the shell, which CI installs (decision 084).
 */
const chromium =
  process.env.CHROMIUM_PATH ||
  ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((candidate) => existsSync(candidate));
if (!chromium || !existsSync(chromium)) {
  throw new Error(
    `Chromium was not found at ${chromium ?? "/usr/bin/chromium-headless-shell or /usr/bin/chromium"}. Install Debian's (apt-get install -y chromium-headless-shell, or chromium) or set CHROMIUM_PATH to a Chromium or Chrome binary. The tests never download a browser.`,
  );
}

// Chosen once in the main process; the workers inherit them through the environment.
process.env.E2E_PORT ||= String(await freePort());
process.env.E2E_DATA_DIR ||= mkdtempSync(path.join(tmpdir(), "pb-e2e-"));
// The agency's mail server for the run: messages land as files in E2E_MAIL_DIR.
if (!process.env.E2E_SMTP_PORT) {
  process.env.E2E_MAIL_DIR = path.join(process.env.E2E_DATA_DIR, "mail");
  process.env.E2E_SMTP_PORT = String(await startMailbox(process.env.E2E_MAIL_DIR));
}
const host = `127.0.0.1:${process.env.E2E_PORT}`;
const artifacts = path.join(import.meta.dirname, ".artifacts");

export default defineConfig({
  testDir: ".",
  outputDir: path.join(artifacts, "results"),
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // A state awaited (a page drawn after a transition, a dialog open) waits up to 10 s, not Playwright's 5: with two
  // workers on two loaded cores a navigation that takes 0.5 s quiet met 5 s in CI runs. What is asserted is unchanged.
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  globalTeardown: "./support/global-teardown.ts",
  use: {
    baseURL: `http://${host}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: chromium,
      args: [
        // This machine's network is closed; background services would only fail noisily.
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-quic",
        "--no-first-run",
        // "Another site" for redirect tests: a real origin of its own, served by this machine.
        `--host-resolver-rules=MAP ${EXTERNAL_HOST} ${host}`,
      ],
    },
  },
  // *.desktop.spec.ts and *.mobile.spec.ts run at one width only: the admin is a desktop tool, the menu button exists
  // on phones, and what no width changes (redirects, the head, live pages, icons, error pages' statuses, the scroll
  // triggers' count over ten round trips) is checked once, on desktop (decision 084); every other spec runs at both. Motion timings are read on
  // GSAP's own clock (docs/decisions/011), so no test needs the machine to itself.
  projects: [
    {
      name: "desktop",
      testIgnore: /\.mobile\.spec\.ts$/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } },
    },
    {
      name: "mobile",
      testIgnore: /\.desktop\.spec\.ts$/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: {
    // The real binary serving the built app (rebuilt first when stale), on a fresh data dir with demo content.
    // Playwright starts this before any global setup, so the command itself must build.
    command: "npx tsx scripts/start.ts",
    cwd: path.join(import.meta.dirname, ".."),
    url: `http://${host}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    env: {
      PB_HTTP: host,
      PB_DIR: process.env.E2E_DATA_DIR,
      SEED_DEMO: "true",
      PB_ADMIN_EMAIL: "e2e@example.com",
      PB_ADMIN_PASSWORD: "e2e-superuser-password",
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: process.env.E2E_SMTP_PORT,
      MAIL_SENDER_ADDRESS: "site@meridian.example",
    },
  },
});
