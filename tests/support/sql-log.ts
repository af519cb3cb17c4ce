// PocketBase's dev mode prints every statement it runs, its values written in: "[0.52ms] SELECT … WHERE `slug`='a'".
// tests/query-plans.test.ts reads the SELECTs back and asks SQLite how it runs each, with the values bound again as
// parameters, as PocketBase binds them: a partial index, above all, serves a literal the query spells out and never a
// bound value, so a plan of the printed text could pass where the running query scans.

const ENTRY = /^\[\d+(?:\.\d+)?ms\] /;

/** The SELECT statements in PocketBase's dev output, whole (a statement may span lines), in the order run. */
export function selectsIn(output: string): string[] {
  const statements: string[] = [];
  let current: string[] | undefined;
  const close = () => {
    if (current) statements.push(current.join("\n").trim());
    current = undefined;
  };
  for (const line of output.split("\n")) {
    if (ENTRY.test(line)) {
      close();
      const sql = line.replace(ENTRY, "");
      if (/^\s*SELECT\b/i.test(sql)) current = [sql];
    } else if (current && !/^(?:\d{4}\/\d\d\/\d\d |(?:DEBUG|INFO|WARN|ERROR)\b)/.test(line)) {
      // A statement's next line (a log line of PocketBase's own starts with its date or its level).
      current.push(line);
    } else close();
  }
  close();
  return statements;
}

/** The statement's shape: its values left out, so the same query with other values counts once. */
export const shapeOf = (sql: string): string =>
  sql
    .replace(/'(?:[^']|'')*'/g, "?")
    .replace(/\b\d+(?:\.\d+)?\b/g, "?")
    .replace(/\s+/g, " ")
    .trim();

/**
 * The statement with each non-empty string value as a named parameter, the way PocketBase sent it. Empty strings stay
 * written in: PocketBase writes `= ''` itself for a field's empty test (`unpublish_at = '' OR … IS NULL`).
 */
export function withParameters(sql: string): { sql: string; params: Record<string, string> } {
  const params: Record<string, string> = {};
  let n = 0;
  const text = sql.replace(/'((?:[^']|'')*)'/g, (literal, value: string) => {
    if (value === "") return literal;
    const name = `p${n++}`;
    params[name] = value.replace(/''/g, "'");
    return `{:${name}}`;
  });
  return { sql: text, params };
}

/** The tables a statement reads, as written after FROM or JOIN. */
export const tablesOf = (sql: string): string[] => [
  ...new Set([...sql.matchAll(/\b(?:FROM|JOIN)\s+[`"[]?(\w+)/gi)].map((match) => match[1] ?? "")),
];
