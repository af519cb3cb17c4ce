import { existsSync } from "node:fs";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { freePort } from "../scripts/lib/pocketbase-process";

const chromium = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
if (!existsSync(chromium)) {
  throw new Error(
    `Chromium was not found at ${chromium}. Install Debian's (apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium or Chrome binary. The tests never download a browser.`,
  );
}

// Chosen once in the main process; the workers inherit it through the environment.
process.env.E2E_PORT ||= String(await freePort());
const host = `127.0.0.1:${process.env.E2E_PORT}`;
const artifacts = path.join(import.meta.dirname, ".artifacts");

export default defineConfig({
  testDir: ".",
  outputDir: path.join(artifacts, "results"),
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [["list"]],
  globalSetup: "./support/global-setup.ts",
  use: {
    baseURL: `http://${host}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: chromium,
      // This machine's network is closed; background services would only fail noisily.
      args: ["--disable-background-networking", "--disable-component-update", "--disable-quic", "--no-first-run"],
    },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } } },
    {
      name: "mobile",
      use: { ...devices["Desktop Chrome"], viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: {
    // The real binary serving the built app, on a fresh data dir with demo content.
    command: "npx tsx scripts/serve.ts",
    cwd: path.join(import.meta.dirname, ".."),
    url: `http://${host}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    env: { PB_HTTP: host, PB_DIR: path.join(artifacts, "pb_data"), SEED_DEMO: "true" },
  },
});
