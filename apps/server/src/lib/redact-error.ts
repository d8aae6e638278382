// How the log prints an error: never the values a failed query was bound to (password hashes,
// e-mail addresses, tokens), whichever driver or wrapper threw it.

type LoggedError = {
  type: string;
  message: string;
  stack: string;
  code?: string;
  cause?: LoggedError;
};

/** Drizzle writes `params: a,b,c` after the statement in its message; PostgreSQL's `detail` names key values. */
const PARAMS_LINE = /\nparams: [^\n]*/g;
const redact = (text: string) => text.replace(PARAMS_LINE, '\nparams: [redacted]');

export function redactedError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error))
    return { type: typeof error, message: redact(String(error)), stack: '' };
  const e = error as Error & { code?: unknown; cause?: unknown };
  const out: LoggedError = {
    type: e.name,
    message: redact(e.message),
    stack: redact(e.stack ?? ''),
  };
  if (typeof e.code === 'string') out.code = e.code;
  if (e.cause !== undefined && depth < 5) out.cause = redactedError(e.cause, depth + 1);
  return out;
}
