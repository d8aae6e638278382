// One JSON line per message for everything a process prints outside its pino logger: the
// configuration's refusals, the database client's warnings, Node's own warnings and a crash.
// Every line carries the process id and its role (server, cli), like the pino lines
// (app.ts gives those the same `role`), so a collector can read every line of every process.
import { hostname } from 'node:os';
import { format } from 'node:util';

const LEVEL = { debug: 20, info: 30, warn: 40, error: 50, fatal: 60 } as const;
type Level = keyof typeof LEVEL;

export function jsonLine(role: string, level: Level, msg: string, extra: object = {}): string {
  return `${JSON.stringify({
    level: LEVEL[level],
    time: Date.now(),
    pid: process.pid,
    hostname: hostname(),
    role,
    ...extra,
    msg,
  })}\n`;
}

/** Routes console.* and process warnings through JSON lines (stdout below warn, else stderr). */
export function useJsonConsole(role: string): void {
  const writer =
    (level: Level) =>
    (...args: unknown[]) => {
      const stream = LEVEL[level] >= LEVEL.warn ? process.stderr : process.stdout;
      stream.write(jsonLine(role, level, format(...args)));
    };
  console.log = writer('info');
  console.info = writer('info');
  console.debug = writer('debug');
  console.warn = writer('warn');
  console.error = writer('error');
  // A crash is a JSON line too (Node would print the bare stack), then the process ends.
  const crash = (error: unknown) => {
    const err = error instanceof Error ? error : new Error(String(error));
    process.stderr.write(jsonLine(role, 'fatal', err.message, { err: { stack: err.stack } }));
    process.exit(1);
  };
  process.on('uncaughtException', crash);
  process.on('unhandledRejection', crash);
  // Node's own printer (a listener added at start) writes plain text: replaced.
  process.removeAllListeners('warning');
  process.on('warning', (warning) =>
    process.stderr.write(jsonLine(role, 'warn', warning.message, { warning: warning.name })),
  );
}
