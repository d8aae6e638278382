// A batch's SMTP connections: nodemailer's pooled transport, as many connections as
// SENDOUT_CONNECTIONS, speaking to SMTP_URL (TLS, login, PIPELINING and the relays' quirks are
// nodemailer's). Each mail goes as its raw bytes in a stream that ends only once the mail's gate
// opens (delivery.ts: the record of the lane's previous mail), so its data goes over the wire
// while the gate is pending and SMTP's final dot, which makes the server take it, waits for it.
import { Readable } from 'node:stream';
import nodemailer from 'nodemailer';

export type PoolMail = {
  /** The envelope's recipient. */
  to: string;
  /** The envelope's sender (MAIL FROM): MAIL_FROM, or the mail's VERP return path. */
  from: string;
  /** The message as composed (message.ts). */
  message: Buffer;
  /** The final dot waits for it; if it rejects, the data is broken off and the mail not taken. */
  gate: Promise<void>;
};

export type SmtpPool = {
  /**
   * Sends one mail. `ended` resolves once the mail's data is all handed over (its final dot
   * follows) or it failed, never rejecting; `accepted` resolves once the server took the mail and
   * rejects with the failure (`responseCode` when the server answered: 4xx temporary, 5xx not).
   */
  send(mail: PoolMail): { ended: Promise<void>; accepted: Promise<void> };
  close(): void;
};

/** The message's bytes, then its end once `gate` opens; destroyed with the gate's error. */
function gated(message: Buffer, gate: Promise<void>, ended: () => void): Readable {
  let started = false;
  const stream = new Readable({
    read() {
      if (started) return;
      started = true;
      this.push(message);
      gate.then(
        () => this.push(null),
        (error: unknown) => this.destroy(error as Error),
      );
    },
  });
  stream.once('end', ended);
  stream.once('close', ended);
  return stream;
}

/** Connections to the server at `url` (smtp:// or smtps://, with login when it has one). */
export function smtpPool(url: string, connections: number): SmtpPool {
  const transport = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: connections,
    // A connection stays open for the whole batch instead of being replaced every 100 mails.
    maxMessages: Infinity,
  });
  return {
    send(mail) {
      // Heard of through the stream once it is read; until then its failure is not unhandled.
      mail.gate.catch(() => undefined);
      let ready: () => void = () => undefined;
      const ended = new Promise<void>((resolve) => (ready = resolve));
      const accepted = transport
        .sendMail({
          envelope: { from: mail.from, to: [mail.to] },
          raw: gated(mail.message, mail.gate, () => ready()),
        })
        .then(() => undefined)
        .finally(() => ready());
      return { ended, accepted };
    },
    close() {
      transport.close();
    },
  };
}
