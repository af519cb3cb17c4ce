import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { GOMEMLIMIT } from "../scripts/lib/memory-limit";
import { projectRoot } from "../scripts/lib/pocketbase-binary";

// No Docker engine runs on the machines that test this project, so the files ops
// depend on are checked for what they must keep promising.
const read = (file: string) => readFile(path.join(projectRoot, file), "utf8");

interface ComposeService {
  build?: unknown;
  ports?: string[];
  volumes?: string[];
  restart?: string;
  environment?: Record<string, string>;
}

describe("docker-compose.yml", async () => {
  const compose = parse(await read("docker-compose.yml")) as {
    services: Record<string, ComposeService>;
    volumes: Record<string, unknown>;
  };
  const site = compose.services.site;

  it("has one service, site, built from this repository", () => {
    expect(Object.keys(compose.services)).toEqual(["site"]);
    expect(site?.build).toBe(".");
  });

  it("publishes port 8090", () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: compose's own interpolation syntax
    expect(site?.ports).toEqual(["${SITE_PORT:-8090}:8090"]);
  });

  it("keeps data in a named volume at /pb_data", () => {
    expect(site?.volumes).toEqual(["pb_data:/pb_data"]);
    expect(compose.volumes).toHaveProperty("pb_data");
  });

  it("runs PocketBase with the documented memory limit and a private request log by default", () => {
    expect(site?.environment?.GOMEMLIMIT).toBe(`\${GOMEMLIMIT:-${GOMEMLIMIT}}`);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: compose's own interpolation syntax
    expect(site?.environment?.LOG_IP).toBe("${LOG_IP:-false}");
  });

  it("restarts unless stopped", () => {
    expect(site?.restart).toBe("unless-stopped");
  });

  it("documents the environment the entrypoint reads", () => {
    expect(Object.keys(site?.environment ?? {})).toEqual(
      expect.arrayContaining([
        "PB_HTTP",
        "SEED_DEMO",
        "PB_ADMIN_EMAIL",
        "PB_ADMIN_PASSWORD",
        "SMTP_HOST",
        "TRUSTED_PROXY_HEADERS",
      ]),
    );
    // biome-ignore lint/suspicious/noTemplateCurlyInString: compose's own interpolation syntax
    expect(site?.environment?.SEED_DEMO).toBe("${SEED_DEMO:-false}");
  });
});

describe("Dockerfile", async () => {
  const dockerfile = await read("Dockerfile");

  it("sets the Go runtime's memory limit to the documented value", () => {
    expect(dockerfile).toMatch(new RegExp(`^ENV .*\\bGOMEMLIMIT=${GOMEMLIMIT}\\b`, "m"));
  });

  it("builds in stages and runs as a non-root user", () => {
    expect(dockerfile.match(/^FROM /gm)?.length).toBeGreaterThanOrEqual(3);
    expect(dockerfile).toMatch(/^USER site$/m);
  });

  it("obtains PocketBase through the project's script, so the pinned version is the only one", () => {
    expect(dockerfile).toContain("npx tsx scripts/pocketbase.ts");
  });

  it("declares the data volume, the port and a health check on /api/health", () => {
    expect(dockerfile).toMatch(/^VOLUME \/pb_data$/m);
    expect(dockerfile).toMatch(/^EXPOSE 8090$/m);
    expect(dockerfile).toMatch(/HEALTHCHECK[\s\S]*\/api\/health/);
  });

  it("never loads demo content unless asked", () => {
    expect(dockerfile).toMatch(/SEED_DEMO=false/);
  });
});
