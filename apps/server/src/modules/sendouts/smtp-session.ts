// One SMTP session for a sending lane: the socket (plain, STARTTLS or implicit TLS), the greeting,
// EHLO and its extensions, login (AUTH PLAIN or LOGIN), then commands whose replies are read in
// the order they were sent (RFC 5321 §4.2, RFC 2920), so a lane may write a group of commands at
// once and read their replies afterwards. The connection settings are SMTP_URL's, parsed the way
// nodemailer parses them for the transactional mail (the same URL serves both).
import net from 'node:net';
import os from 'node:os';
import tls from 'node:tls';
import { parseConnectionUrl } from 'nodemailer/lib/shared';

/** An SMTP reply: its code, and its text lines joined. */
export type Reply = { code: number; text: string };

/** A failed mail or session: `responseCode` when the server answered (4xx temporary, 5xx not). */
export type SmtpError = Error & { responseCode?: number; response?: string };

export type SmtpSession = {
  /** The server takes commands in groups (PIPELINING). */
  pipelining: boolean;
  /** The server takes addresses in UTF-8 (SMTPUTF8). */
  smtputf8: boolean;
  /** Writes `lines` (each ending in CRLF) in one write; resolves with one reply per command. */
  commands(lines: string[]): Promise<Reply>[];
  /** Writes bytes that have no reply of their own (a message's data). */
  write(bytes: Buffer | string): void;
  /** Holds this turn's writes back, to leave in one packet with whatever follows right after. */
  hold(): void;
  /** Ends the session at once; pending replies fail with `error`. */
  destroy(error?: Error): void;
  /** Resolves when the session ends, however it ends. */
  closed: Promise<void>;
};

/** Time the server has to answer, and the longest a session may stay silent. */
const TIMEOUT_MS = 120_000;

export function smtpError(message: string, reply?: Reply): SmtpError {
  const error: SmtpError = new Error(reply ? `${message}: ${reply.code} ${reply.text}` : message);
  if (reply) Object.assign(error, { responseCode: reply.code, response: reply.text });
  return error;
}

/** The name this client gives in EHLO: the host's name when it is a domain, else an address. */
function clientName(configured: unknown): string {
  if (typeof configured === 'string' && configured) return configured;
  const host = os.hostname();
  return host.includes('.') && net.isIP(host) === 0 ? host : '[127.0.0.1]';
}

type Options = ReturnType<typeof parseConnectionUrl> & {
  name?: string;
  tls?: tls.ConnectionOptions;
  requireTLS?: boolean;
  ignoreTLS?: boolean;
};

/** Opens sessions to the server at `url` (smtp:// or smtps://, with login when it has one). */
export function smtpSessions(url: string): () => Promise<SmtpSession> {
  const options = parseConnectionUrl(url) as Options;
  const host = options.host ?? 'localhost';
  const port = Number(options.port) || (options.secure ? 465 : 587);
  const servername = net.isIP(host) === 0 ? host : undefined;
  return () => openSession(options, host, port, servername);
}

async function openSession(
  options: Options,
  host: string,
  port: number,
  servername: string | undefined,
): Promise<SmtpSession> {
  let socket: net.Socket = options.secure
    ? tls.connect({ host, port, servername, ...options.tls })
    : net.connect({ host, port });
  let pending = '';
  let lines: string[] = [];
  const waiting: Array<{ resolve: (reply: Reply) => void; reject: (error: Error) => void }> = [];
  let ended: Error | undefined;
  let markClosed: () => void = () => undefined;
  const closed = new Promise<void>((resolve) => (markClosed = resolve));

  const end = (error: Error) => {
    if (ended) return;
    ended = error;
    socket.destroy();
    for (const w of waiting.splice(0)) w.reject(error);
    markClosed();
  };
  const onData = (chunk: string) => {
    pending += chunk;
    let at: number;
    while ((at = pending.indexOf('\n')) >= 0) {
      const line = pending.slice(0, at).replace(/\r$/, '');
      pending = pending.slice(at + 1);
      lines.push(line.slice(4));
      // `250-…` continues a reply; `250 …` (or a bare code) is its last line.
      if (line.charAt(3) === '-') continue;
      const reply = { code: Number(line.slice(0, 3)), text: lines.join('\n') };
      lines = [];
      const next = waiting.shift();
      // A reply nobody asked for (421 and the server closing): the session is over.
      if (!next) return end(smtpError('Unexpected reply from the SMTP server', reply));
      next.resolve(reply);
    }
  };
  const listen = (s: net.Socket) => {
    s.setNoDelay(true);
    s.setTimeout(TIMEOUT_MS, () => end(smtpError('The SMTP server did not answer in time')));
    s.on('data', (chunk: Buffer) => onData(chunk.toString('latin1')));
    s.on('error', (error: Error) => end(error));
    s.on('close', () => end(smtpError('The SMTP connection closed')));
  };
  listen(socket);

  const expect = (line: string | undefined) =>
    new Promise<Reply>((resolve, reject) => {
      if (ended) return reject(ended);
      waiting.push({ resolve, reject });
      if (line !== undefined) socket.write(line);
    });
  const ok = async (line: string | undefined, codes: number[], what: string) => {
    const reply = await expect(line);
    if (!codes.includes(reply.code)) throw smtpError(what, reply);
    return reply;
  };

  try {
    await ok(undefined, [220], 'The SMTP server refused the connection');
    const name = clientName(options.name);
    let extensions = (await ok(`EHLO ${name}\r\n`, [250], 'EHLO failed')).text.toUpperCase();
    const secure = () => socket instanceof tls.TLSSocket;
    if (!secure() && !options.ignoreTLS && /^STARTTLS\b/m.test(extensions)) {
      await ok('STARTTLS\r\n', [220], 'STARTTLS failed');
      const plain = socket;
      plain.removeAllListeners('data');
      plain.removeAllListeners('close');
      plain.removeAllListeners('error');
      plain.setTimeout(0);
      socket = tls.connect({ socket: plain, servername, ...options.tls });
      listen(socket);
      await new Promise<void>((resolve, reject) => {
        socket.once('secureConnect', resolve);
        socket.once('error', reject);
      });
      extensions = (await ok(`EHLO ${name}\r\n`, [250], 'EHLO failed')).text.toUpperCase();
    }
    if (options.requireTLS && !secure())
      throw smtpError('The SMTP server does not offer STARTTLS, and TLS is required');
    const auth = options.auth as { user?: string; pass?: string } | undefined;
    if (auth?.user) {
      const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');
      const mechanisms = /^AUTH[ =](.*)$/m.exec(extensions)?.[1] ?? '';
      if (/\bLOGIN\b/.test(mechanisms) && !/\bPLAIN\b/.test(mechanisms)) {
        await ok('AUTH LOGIN\r\n', [334], 'Login failed');
        await ok(`${b64(auth.user)}\r\n`, [334], 'Login failed');
        await ok(`${b64(auth.pass ?? '')}\r\n`, [235], 'Login failed');
      } else {
        const plain = b64(`\u0000${auth.user}\u0000${auth.pass ?? ''}`);
        await ok(`AUTH PLAIN ${plain}\r\n`, [235], 'Login failed');
      }
    }
    return {
      pipelining: /^PIPELINING\b/m.test(extensions),
      smtputf8: /^SMTPUTF8\b/m.test(extensions),
      commands(group) {
        const replies = group.map(() => expect(undefined));
        if (!ended) socket.write(group.join(''));
        return replies;
      },
      write(bytes) {
        if (!ended) socket.write(bytes);
      },
      hold() {
        if (ended || socket.writableCorked) return;
        socket.cork();
        const held = socket;
        setImmediate(() => held.uncork());
      },
      destroy(error = smtpError('The SMTP session was ended')) {
        end(error);
      },
      closed,
    };
  } catch (error) {
    end(error as Error);
    throw error;
  }
}
