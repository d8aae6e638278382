// A local SMTP server that takes every message, counts it and throws the body away: what the mail
// bench sends to. It times its own messages, so a rate never depends on the sender's clock.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** Messages since the last reset: how many, their data's bytes, when the first and last ended. */
export type SinkWindow = { count: number; bytes: number; firstAt: number; lastAt: number };

export type SmtpSink = {
  url: string;
  /** Starts counting afresh (a new measured phase). */
  reset: () => void;
  window: () => SinkWindow;
  /** Resolves once `count` messages arrived since the last reset (rejects after `timeoutMs`). */
  waitFor: (count: number, timeoutMs: number) => Promise<SinkWindow>;
  close: () => Promise<void>;
};

/** Mails per second between the first and the last message of a window. */
export function sinkRate(w: SinkWindow): number {
  const seconds = (w.lastAt - w.firstAt) / 1000;
  return w.count > 1 && seconds > 0 ? (w.count - 1) / seconds : 0;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  let current: SinkWindow = { count: 0, bytes: 0, firstAt: 0, lastAt: 0 };
  const server = new SMTPServer({
    // Plain SMTP on loopback, like a relay next to the app: no TLS, no login.
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    size: 1024 * 1024,
    onData(stream, _session, callback) {
      let bytes = 0;
      stream.on('data', (chunk: Buffer) => (bytes += chunk.length));
      stream.on('end', () => {
        const now = performance.now();
        if (current.count === 0) current.firstAt = now;
        current.count += 1;
        current.bytes += bytes;
        current.lastAt = now;
        callback();
      });
      stream.resume();
    },
  });
  server.on('error', (error) => console.error(`SMTP sink: ${error.message}`));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    reset: () => {
      current = { count: 0, bytes: 0, firstAt: 0, lastAt: 0 };
    },
    window: () => ({ ...current }),
    waitFor: async (count, timeoutMs) => {
      const deadline = performance.now() + timeoutMs;
      while (current.count < count) {
        if (performance.now() > deadline)
          throw new Error(`SMTP sink: ${current.count} of ${count} messages after ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 20));
      }
      return { ...current };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
