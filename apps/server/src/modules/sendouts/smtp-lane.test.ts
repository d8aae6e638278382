// A lane's own SMTP connection: a refused recipient fails with the server's answer and the next
// mail still goes; a message stream that fails (its record failed) is never taken by the server.
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpLanes } from './smtp-lane';

let server: SMTPServer;
let url = '';
const taken: string[] = [];

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
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
        const to = session.envelope.rcptTo.map((r) => r.address).join(',');
        taken.push(`${to}:${Buffer.concat(chunks).toString('utf8').trim()}`);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const message = (text: string) => Readable.from([Buffer.from(`Subject: x\r\n\r\n${text}\r\n`)]);
const from = 'office@example.jp';

describe('an SMTP lane', () => {
  it('fails a refused recipient with the answer, then sends the next mail', async () => {
    const lane = smtpLanes(url)();
    try {
      await lane.send({ from, to: ['a@example.jp'] }, message('one'));
      const refused = await lane.send({ from, to: ['refused@example.jp'] }, message('two')).then(
        () => undefined,
        (error: { responseCode?: number }) => error,
      );
      expect(refused?.responseCode).toBe(550);
      await lane.send({ from, to: ['b@example.jp'] }, message('three'));
    } finally {
      lane.close();
    }
    expect(taken.filter((t) => !t.startsWith('c@'))).toEqual([
      'a@example.jp:Subject: x\r\n\r\none',
      'b@example.jp:Subject: x\r\n\r\nthree',
    ]);
  });

  it('never delivers a message whose stream fails before its end', async () => {
    const lane = smtpLanes(url)();
    try {
      const failing = new Readable({ read() {} });
      failing.push(Buffer.from('Subject: y\r\n\r\nnever\r\n'));
      // Fails once the server asked for the data and its bytes went: before the final dot.
      failing.once('resume', () =>
        setTimeout(() => failing.destroy(new Error('the record failed')), 20),
      );
      await expect(lane.send({ from, to: ['c@example.jp'] }, failing)).rejects.toThrow();
      // Failed before its connection was even asked for.
      const gone = new Readable({ read() {} });
      gone.on('error', () => undefined);
      gone.destroy(new Error('the record failed'));
      await expect(lane.send({ from, to: ['c@example.jp'] }, gone)).rejects.toThrow();
      await lane.send({ from, to: ['c@example.jp'] }, message('after'));
    } finally {
      lane.close();
    }
    expect(taken.filter((t) => t.startsWith('c@'))).toEqual([
      'c@example.jp:Subject: x\r\n\r\nafter',
    ]);
  });
});
