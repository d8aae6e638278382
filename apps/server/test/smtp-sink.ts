// A local SMTP server that takes every mail, for the suites that deliver over real SMTP.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { checkMailsAfterEachTest, checkRawMail } from './mime-check';

// Each mail the sink takes is read by the MIME parser; a defect fails the test that sent it.
checkMailsAfterEachTest();

export type SunkMail = { to: string[]; raw: string };

export type SmtpSink = { port: number; close(): Promise<void> };

/** Listens on a free loopback port and hands each mail, whole, to `onMail`. */
export async function startSmtpSink(onMail: (mail: SunkMail) => void): Promise<SmtpSink> {
  const sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        const to = session.envelope.rcptTo.map((r) => r.address);
        // Checked on the side (the sink answers as fast as before); the test fails after.
        void checkRawMail(`smtp to ${to.join(', ')}`, raw);
        onMail({ to, raw: raw.toString('utf8') });
        callback();
      });
    },
  });
  // A killed client's connections reset; the suites that kill servers expect it.
  sink.on('error', () => undefined);
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
  return {
    port: (sink.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => sink.close(() => resolve())),
  };
}
