// Readable logs for development: the server's JSON log lines as one short line each
// ("12:03:41 INFO  GET /api/feed 200 12ms"). Production keeps JSON for log collectors.
import { Writable } from 'node:stream';

const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO ',
  40: 'WARN ',
  50: 'ERROR',
  60: 'FATAL',
};

type Line = {
  level?: number;
  time?: number;
  msg?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { type?: string; message?: string; stack?: string };
  /** A stored mail: who, what and its outbox id; never its body. */
  mailId?: number;
  to?: string;
  subject?: string;
};

/** One JSON log line as a readable line; anything that is not JSON is passed on as it is. */
export function formatLogLine(raw: string): string {
  let line: Line;
  try {
    line = JSON.parse(raw) as Line;
  } catch {
    return raw;
  }
  const time = new Date(line.time ?? Date.now()).toTimeString().slice(0, 8);
  const level = LEVELS[line.level ?? 30] ?? 'INFO ';
  const parts = [time, level];
  if (line.req?.method) parts.push(`${line.req.method} ${line.req.url ?? ''}`);
  if (line.res?.statusCode) parts.push(String(line.res.statusCode));
  if (typeof line.responseTime === 'number') parts.push(`${Math.round(line.responseTime)}ms`);
  if (line.msg && !/^(incoming request|request completed)$/.test(line.msg)) parts.push(line.msg);
  if (line.mailId !== undefined)
    parts.push(`→ ${line.to ?? '?'} “${line.subject ?? ''}” (outbox #${line.mailId})`);
  let out = parts.join(' ');
  if (line.err?.stack) out += `\n${line.err.stack}`;
  else if (line.err?.message) out += ` (${line.err.message})`;
  return out;
}

/** A stream for the Fastify logger that writes readable lines to stdout. */
export function devLogStream(): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const raw of chunk.toString('utf8').split('\n'))
        if (raw.trim()) process.stdout.write(`${formatLogLine(raw)}\n`);
      done();
    },
  });
}

/** The start-up block: where the product runs and, after a first start, the demo logins. */
export function startBanner(
  appUrl: string,
  demo?: { adminEmail: string; adminPassword: string; memberEmail: string; memberPassword: string },
): string {
  const rule = '─'.repeat(60);
  const lines = [
    rule,
    '  Setouchi Fan Club is running',
    `    Address    ${appUrl}`,
    `    API docs   ${appUrl}/api/docs`,
  ];
  if (demo) {
    lines.push(
      '  Demo logins (demo data was just loaded)',
      `    admin      ${demo.adminEmail}  /  ${demo.adminPassword}`,
      `    member     ${demo.memberEmail}  /  ${demo.memberPassword}`,
    );
  } else {
    lines.push('  Demo logins: see README.md ("Run it"), if the demo data was loaded.');
  }
  lines.push(rule);
  return `\n${lines.join('\n')}\n`;
}
