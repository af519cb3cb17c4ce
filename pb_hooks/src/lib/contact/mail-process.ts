import { OWNER_ONLY_DIR, OWNER_ONLY_FILE } from "../serving/disk";

/**
 * One SMTP attempt in a process of its own, so that it can be given up on.
 *
 * PocketBase's mailer has no timeout: a mail server that accepts a connection and never answers holds
 * the call for ever, and the JS runtime has no timers to interrupt it. So the attempt runs in a child:
 * the same binary, running our hidden `mail-job` command on a scratch data dir of its own. The parent
 * waits for the child's result file and kills the child when the operator's timeout has passed. A
 * killed attempt never reached the end of its DATA, so no mail went out, and a retry cannot double it.
 * (docs/decisions/archive/009-contact-delivery.md)
 */

/** The hidden command the child runs; contact.pb.ts registers it under the same name. */
export const MAIL_COMMAND = "mail-job";
const POLL_MS = 50;

export interface MailJob {
  smtp: Record<string, unknown>;
  message: {
    from: { address: string; name: string };
    to: { address: string }[];
    subject: string;
    html: string;
    text: string;
    headers: Record<string, string>;
  };
}

export type MailOutcome = { ok: true } | { ok: false; error: string; timedOut: boolean };

/** The child's arguments: its own scratch data dir, our hooks (for the command), nothing watched. */
export function mailJobArgs(jobPath: string, scratchDir: string, hooksDir: string): string[] {
  return [
    MAIL_COMMAND,
    jobPath,
    `--dir=${scratchDir}`,
    `--hooksDir=${hooksDir}`,
    `--migrationsDir=${scratchDir}/migrations`,
    "--hooksWatch=false",
    "--hooksPool=1",
    "--dev=false",
  ];
}

const errorText = (error: unknown) => String((error as Error)?.message ?? error).slice(0, 1000);

/** The scratch dir for mail children: outside the data dir, so backups never carry a job (or its password). */
function scratchDir(app: CoreApp): string {
  return $filepath.join($os.tempDir(), `meridian-mail-${$security.md5(app.dataDir()).slice(0, 12)}`);
}

function readResult(path: string): MailOutcome | undefined {
  try {
    return JSON.parse(toString($os.readFile(path))) as MailOutcome;
  } catch {
    return undefined;
  }
}

function removeQuietly(path: string): void {
  try {
    $os.remove(path);
  } catch {
    // already gone
  }
}

/** Sends one message through a child process, giving up after `timeoutSeconds`. Blocks the caller until then. */
export function sendInChildProcess(app: CoreApp, message: MailJob["message"], timeoutSeconds: number): MailOutcome {
  const dir = scratchDir(app);
  $os.mkdirAll(`${dir}/jobs`, OWNER_ONLY_DIR);
  const jobPath = `${dir}/jobs/${$security.randomString(20)}.json`;
  const resultPath = `${jobPath}.result`;
  const smtp = app.settings().smtp;
  const job: MailJob = {
    smtp: {
      enabled: smtp.enabled,
      host: smtp.host,
      port: smtp.port,
      username: smtp.username,
      password: smtp.password,
      tls: smtp.tls,
      authMethod: smtp.authMethod,
      localName: smtp.localName,
    },
    message,
  };
  $os.writeFile(jobPath, JSON.stringify(job), OWNER_ONLY_FILE);
  const child = $os.cmd($os.args[0] ?? "pocketbase", ...mailJobArgs(jobPath, dir, __hooks));
  try {
    child.start();
  } catch (error) {
    removeQuietly(jobPath);
    return { ok: false, timedOut: false, error: `The mail process could not start: ${errorText(error)}` };
  }
  const deadline = Date.now() + timeoutSeconds * 1000;
  let outcome = readResult(resultPath);
  while (!outcome && Date.now() < deadline) {
    sleep(POLL_MS);
    outcome = readResult(resultPath);
  }
  if (!outcome) {
    try {
      child.process?.kill();
    } catch {
      // it ended by itself a moment ago
    }
  }
  try {
    child.wait();
  } catch {
    // a killed child reports "signal: killed"
  }
  // It may have finished in the moment before it was killed.
  outcome ??= readResult(resultPath);
  removeQuietly(jobPath);
  removeQuietly(resultPath);
  return (
    outcome ?? {
      ok: false,
      timedOut: true,
      error: `The mail server did not finish within ${timeoutSeconds} s (CONTACT_MAIL_TIMEOUT_SECONDS); the attempt was stopped.`,
    }
  );
}

/** The child's side: read the job (and delete it at once), send it, write the outcome for the parent. */
export function runMailJob(jobPath: string): void {
  let outcome: MailOutcome;
  try {
    const job = JSON.parse(toString($os.readFile(jobPath))) as MailJob;
    removeQuietly(jobPath);
    // In memory only: the scratch dir's settings are never saved, so the password never lands on disk there.
    Object.assign($app.settings().smtp, job.smtp);
    $app.newMailClient().send(new MailerMessage(job.message));
    outcome = { ok: true };
  } catch (error) {
    outcome = { ok: false, timedOut: false, error: errorText(error) };
  }
  // Written whole, then renamed: the parent never reads half a result.
  $os.writeFile(`${jobPath}.result.part`, JSON.stringify(outcome), OWNER_ONLY_FILE);
  $os.rename(`${jobPath}.result.part`, `${jobPath}.result`);
}
