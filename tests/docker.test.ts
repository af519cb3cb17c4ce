import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { CADDY, LITESTREAM } from "../scripts/lib/go-install";
import { GOMEMLIMIT } from "../scripts/lib/memory-limit";
import { projectRoot } from "../scripts/lib/pocketbase-binary";
import { BOUNDS } from "../shared/serving/bounds";
import { composeConfig } from "./support/compose";

// No Docker engine runs on the machines that test this project, so the files ops
// depend on are checked for what they must keep promising.
const read = (file: string) => readFile(path.join(projectRoot, file), "utf8");

const PROFILES = [[], ["tls"], ["replica"], ["edge"], ["tls", "replica"], ["tls", "edge", "replica"]];

describe("docker-compose.yml", async () => {
  const parsed = parse(await read("docker-compose.yml")) as unknown;
  const compose = composeConfig(parsed, ["tls", "replica", "edge"]);
  const { site, caddy, litestream, edge } = compose.services;
  const fixedAddress = (service: typeof site) =>
    (service?.networks as Record<string, { ipv4_address: string }> | undefined)?.default?.ipv4_address;

  it.each(PROFILES)("is what `docker compose config` accepts with profiles %j, and runs the site in each", (...profiles) => {
    const config = composeConfig(parsed, profiles);
    expect(Object.keys(config.services).sort()).toEqual(
      [
        "site",
        ...(profiles.includes("tls") ? ["caddy"] : []),
        ...(profiles.includes("replica") ? ["litestream"] : []),
        ...(profiles.includes("edge") ? ["edge"] : []),
      ].sort(),
    );
  });

  it("is refused by the same check when a service is misspelled or a reference dangles", () => {
    const broken = structuredClone(parsed) as { services: Record<string, Record<string, unknown>> };
    (broken.services.site as Record<string, unknown>).restart_policy = "always";
    expect(() => composeConfig(broken, [])).toThrow("must NOT have additional properties");
    const dangling = structuredClone(parsed) as { services: Record<string, Record<string, unknown>> };
    (dangling.services.site as Record<string, unknown>).depends_on = ["caddy"];
    expect(() => composeConfig(dangling, [])).toThrow("service site depends on caddy, which is not enabled");
    expect(() => composeConfig(dangling, ["tls"])).not.toThrow();
  });

  it("builds the site from this repository, unless stopped, with its data in a named volume at /pb_data", () => {
    expect(site?.build).toBe(".");
    expect(site?.restart).toBe("unless-stopped");
    expect(site?.volumes).toEqual(["pb_data:/pb_data"]);
    expect(compose.volumes).toHaveProperty("pb_data");
  });

  it("runs PocketBase with the documented memory limit and a private request log by default", () => {
    expect(site?.environment?.GOMEMLIMIT).toBe(GOMEMLIMIT);
    expect(site?.environment?.LOG_IP).toBe("false");
  });

  it("publishes port 8090", () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: compose's own interpolation syntax
    expect((parsed as { services: { site: { ports: string[] } } }).services.site.ports).toEqual(["${SITE_PORT:-8090}:8090"]);
    expect(site?.ports).toEqual(["8090:8090"]);
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
        "TRUSTED_PROXY_IPS",
      ]),
    );
    expect(site?.environment?.SEED_DEMO).toBe("false");
  });

  it("keeps as many JS engines ready as the bound says (HOOKS_POOL), as npm start does", async () => {
    const entrypoint = await read("scripts/docker-entrypoint.sh");
    expect(entrypoint).toContain(`--hooksPool="\${HOOKS_POOL:-${BOUNDS.hooksPool.default}}"`);
  });

  it("believes X-Forwarded-For from Caddy's and the edge's fixed addresses only, which no other container can be given", () => {
    const proxies = [fixedAddress(caddy), fixedAddress(edge)];
    expect(site?.environment?.TRUSTED_PROXY_IPS).toBe(proxies.join(","));
    expect(site?.environment?.TRUSTED_PROXY_HEADERS).toBe("X-Forwarded-For");
    const [pool] = compose.networks?.default?.ipam?.config ?? [];
    expect(pool).toEqual({ subnet: "172.31.240.0/24", ip_range: "172.31.240.128/25" });
    // Inside the subnet, below the upper half that Docker hands out, and each its own.
    const fixed = [...proxies, fixedAddress(site)];
    for (const address of fixed) {
      expect(address).toMatch(/^172\.31\.240\.(\d+)$/);
      expect(Number(address?.split(".")[3])).toBeLessThan(128);
    }
    expect(new Set(fixed).size).toBe(3);
  });

  it("runs the edge (profile edge) from the committed VCL, its origin file naming the site's address as backend and purger", async () => {
    expect(edge?.profiles).toEqual(["edge"]);
    expect(edge?.image).toMatch(/^varnish:7\.\d+$/);
    expect(edge?.volumes).toEqual([
      "./varnish/site.vcl:/etc/varnish/default.vcl:ro",
      "./varnish/origin.vcl:/etc/varnish/origin.vcl:ro",
    ]);
    expect(edge?.command).toEqual(["-p", "http_gzip_support=off"]);
    const origin = await read("varnish/origin.vcl");
    const site_ = fixedAddress(site) as string;
    expect(origin).toContain(`.host = "${site_}";`);
    expect(origin).toContain(`.port = "8090";`);
    expect(origin.match(/acl purgers \{([^}]*)\}/)?.[1]).toContain(`"${site_}"`);
    expect(origin.match(/acl forwarders \{([^}]*)\}/)?.[1]).toContain(`"${fixedAddress(caddy)}"`);
    // Caddy reaches the site, or the edge when told to.
    expect(caddy?.environment?.SITE_UPSTREAM).toBe("site:8090");
  });

  it("runs Caddy (profile tls) and Litestream (profile replica) at the versions the drill builds, with their committed configs", async () => {
    expect(caddy?.profiles).toEqual(["tls"]);
    expect(caddy?.image).toBe(`caddy:${CADDY.version}-alpine`);
    expect(caddy?.volumes).toContain("./Caddyfile:/etc/caddy/Caddyfile:ro");
    expect(caddy?.ports).toEqual(expect.arrayContaining(["80:80", "443:443"]));
    expect(litestream?.profiles).toEqual(["replica"]);
    expect(litestream?.image).toBe(`litestream/litestream:${LITESTREAM.version}`);
    expect(litestream?.volumes).toEqual(expect.arrayContaining(["./litestream.yml:/etc/litestream.yml:ro", "pb_data:/pb_data"]));
    expect(litestream?.environment?.LITESTREAM_REPLICA_URL).toBe("file:///replica");
    await expect(read("Caddyfile")).resolves.toContain("encode zstd gzip");
    // biome-ignore lint/suspicious/noTemplateCurlyInString: Litestream's own interpolation syntax
    await expect(read("litestream.yml")).resolves.toContain("${PB_DATA}/data.db");
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

  it("installs GNU gzip, which gzips each kept page (pb_hooks/src/lib/pages/gzip.ts)", () => {
    expect(dockerfile).toMatch(/^RUN apk add --no-cache [^\n]*\bgzip\b/m);
  });

  it("never loads demo content unless asked", () => {
    expect(dockerfile).toMatch(/SEED_DEMO=false/);
  });
});
