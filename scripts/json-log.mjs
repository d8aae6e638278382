// JSON log lines for the scripts that run the product (npm start, npm run cluster): pino's
// fields (level, time, msg) with the process's id and role, like the server's own lines.
import { hostname } from 'node:os';

/** Writes one line (stderr from level 40, warn, on); `role` names the process's part. */
export function log(level, msg, extra = {}, role = 'supervisor') {
  const line = JSON.stringify({
    level,
    time: Date.now(),
    pid: process.pid,
    hostname: hostname(),
    role,
    msg,
    ...extra,
  });
  (level >= 40 ? process.stderr : process.stdout).write(`${line}\n`);
}

/** Each line a child writes (text, not JSON), as a JSON line of this process. */
export function wrapLines(stream, level, role) {
  let rest = '';
  stream.on('data', (chunk) => {
    const lines = (rest + chunk.toString('utf8')).split('\n');
    rest = lines.pop();
    for (const line of lines) if (line.trim()) log(level, line, {}, role);
  });
}
