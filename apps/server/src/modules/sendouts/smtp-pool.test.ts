// A batch's pooled SMTP transport: mails go one after another, each final dot only once its gate
// opened; a refused recipient fails with the server's answer and the next mail still goes; a mail
// whose gate fails is never taken; dots are stuffed; TLS (STARTTLS, implicit) and login work as
// SMTP_URL asks; a UTF-8 address goes through.
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { type PoolMail, type SmtpPool, smtpPool } from './smtp-pool';

type Taken = { to: string; body: string; secure: boolean; user: string | undefined };
const servers: SMTPServer[] = [];

/** A server on a free port; every message it takes lands in the returned list. */
async function sink(options: SMTPServerOptions = {}) {
  const taken: Taken[] = [];
  const server = new SMTPServer({
    authOptional: true,
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('refused'))
        return callback(Object.assign(new Error('no such user'), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        taken.push({
          to: session.envelope.rcptTo.map((r) => r.address).join(','),
          body: Buffer.concat(chunks).toString('utf8'),
          secure: session.secure,
          user: session.user as string | undefined,
        });
        callback();
      });
    },
    ...options,
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { taken, port: (server.server.address() as AddressInfo).port };
}

afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
});

const from = 'office@example.jp';
/** One connection, as a lane of delivery.ts would use it. */
const connect = (port: number) => smtpPool(`smtp://127.0.0.1:${port}?ignoreTLS=true`, 1);
const mail = (to: string, text: string, gate: Promise<void> = Promise.resolve()): PoolMail => ({
  to,
  from,
  message: Buffer.from(`Subject: x\r\n\r\n${text}\r\n`),
  gate,
});
/** Sends mails one after another as delivery.ts does: each gate is the previous outcome. */
async function sendAll(lane: SmtpPool, mails: Array<{ to: string; text: string }>) {
  let previous: Promise<unknown> = Promise.resolve();
  const outcomes: Array<Promise<unknown>> = [];
  for (const m of mails) {
    const { ended, accepted } = lane.send(
      mail(
        m.to,
        m.text,
        previous.then(
          () => undefined,
          () => undefined,
        ),
      ),
    );
    const outcome = accepted.then(
      () => 'ok',
      (error: { responseCode?: number }) => error.responseCode ?? 'error',
    );
    outcomes.push(outcome);
    previous = outcome;
    await ended;
  }
  return Promise.all(outcomes);
}

describe('the sendouts’ SMTP pool', () => {
  it('sends mails one after another, a refused recipient failing with the answer', async () => {
    const { taken, port } = await sink();
    const lane = connect(port);
    try {
      const outcomes = await sendAll(lane, [
        { to: 'a@example.jp', text: 'one' },
        { to: 'refused@example.jp', text: 'two' },
        { to: 'b@example.jp', text: 'three' },
        { to: 'ゆき@example.jp', text: 'utf-8' },
        ...Array.from({ length: 20 }, (_, i) => ({ to: `m${i}@example.jp`, text: `n${i}` })),
      ]);
      expect(outcomes.slice(0, 3)).toEqual(['ok', 550, 'ok']);
      expect(outcomes.filter((o) => o === 'ok')).toHaveLength(23);
    } finally {
      lane.close();
    }
    expect(taken.slice(0, 3).map((t) => `${t.to}:${t.body.trim()}`)).toEqual([
      'a@example.jp:Subject: x\r\n\r\none',
      'b@example.jp:Subject: x\r\n\r\nthree',
      'ゆき@example.jp:Subject: x\r\n\r\nutf-8',
    ]);
    expect(taken.map((t) => t.to)).not.toContain('refused@example.jp');
  });

  it('ends a message only once its gate opened, and never one whose gate failed', async () => {
    let open: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (open = resolve));
    let opened = false;
    const { taken, port } = await sink({
      onData(stream, session, callback) {
        // The message's data arrived and its end waits for the gate, which opens a moment later:
        // an end that did not wait would arrive before it.
        stream.once('data', () =>
          setTimeout(() => {
            opened = true;
            open();
          }, 50),
        );
        stream.resume();
        stream.on('end', () => {
          taken.push({ to: `${session.envelope.rcptTo[0]!.address}:${opened}` } as Taken);
          callback();
        });
      },
    });
    const lane = connect(port);
    try {
      await lane.send(mail('c@example.jp', 'held', gate)).accepted;
      const failed = lane.send(
        mail('d@example.jp', 'never', Promise.reject(new Error('no record'))),
      );
      await expect(failed.accepted).rejects.toThrow('no record');
      await lane.send(mail('e@example.jp', 'after')).accepted;
    } finally {
      lane.close();
    }
    expect(taken.map((t) => t.to)).toEqual(['c@example.jp:true', 'e@example.jp:true']);
  });

  it('stuffs lines that start with a dot and ends the data with CRLF', async () => {
    const { taken, port } = await sink();
    const lane = connect(port);
    try {
      await lane.send(mail('f@example.jp', '.\r\n..two\r\n.')).accepted;
    } finally {
      lane.close();
    }
    expect(taken[0]!.body).toBe('Subject: x\r\n\r\n.\r\n..two\r\n.\r\n');
  });

  it('speaks to a server without PIPELINING one command at a time', async () => {
    const { taken, port } = await sink({ hidePIPELINING: true });
    const lane = connect(port);
    try {
      const outcomes = await sendAll(lane, [
        { to: 'g@example.jp', text: 'one' },
        { to: 'refused@example.jp', text: 'two' },
        { to: 'h@example.jp', text: 'three' },
      ]);
      expect(outcomes).toEqual(['ok', 550, 'ok']);
    } finally {
      lane.close();
    }
    expect(taken.map((t) => t.to)).toEqual(['g@example.jp', 'h@example.jp']);
  });

  it('upgrades with STARTTLS and logs in with PLAIN or LOGIN; implicit TLS for smtps', async () => {
    const onAuth: SMTPServerOptions['onAuth'] = (auth, _session, callback) =>
      auth.username === 'club' && auth.password === 's3cret'
        ? callback(null, { user: `${auth.method}:${auth.username}` })
        : callback(new Error('bad login'));
    const plain = await sink({ authOptional: false, onAuth });
    const login = await sink({ authOptional: false, authMethods: ['LOGIN'], onAuth });
    const implicit = await sink({ secure: true });
    const tls = 'tls.rejectUnauthorized=false';
    for (const [url, port] of [
      [`smtp://club:s3cret@127.0.0.1:${plain.port}?${tls}`, plain.port],
      [`smtp://club:s3cret@127.0.0.1:${login.port}?${tls}`, login.port],
      [`smtps://127.0.0.1:${implicit.port}?${tls}`, implicit.port],
    ] as const) {
      const lane = smtpPool(url, 1);
      try {
        await lane.send(mail(`p${port}@example.jp`, 'secure')).accepted;
      } finally {
        lane.close();
      }
    }
    expect(plain.taken.map((t) => [t.secure, t.user])).toEqual([[true, 'PLAIN:club']]);
    expect(login.taken.map((t) => [t.secure, t.user])).toEqual([[true, 'LOGIN:club']]);
    expect(implicit.taken.map((t) => t.secure)).toEqual([true]);
    const wrong = smtpPool(`smtp://club:wrong@127.0.0.1:${plain.port}?${tls}`, 1);
    await expect(wrong.send(mail('q@example.jp', 'no')).accepted).rejects.toMatchObject({
      responseCode: 535,
    });
    wrong.close();
  });
});
