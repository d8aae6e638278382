// One SMTP connection of a sending lane: nodemailer's SMTPConnection (the protocol, PIPELINING of
// the envelope, dot-stuffing, TLS and login), without its Mailer and pool in between. A sendout
// builds its own raw message (mime.ts) and each lane sends one mail at a time, so the Mailer's
// compile step, its plugins and the pool's queue only cost time per mail. The message stream is
// read only once the server answered DATA, so its end (the final dot) can wait for a record.
import type { Readable } from 'node:stream';
import { parseConnectionUrl } from 'nodemailer/lib/shared';
import SMTPConnection from 'nodemailer/lib/smtp-connection';

export type SmtpLane = {
  /** Sends one message; rejects with nodemailer's error (`responseCode` for an SMTP answer). */
  send(envelope: { from: string; to: string[] }, message: Readable): Promise<void>;
  close(): void;
};

/** Opens lanes to the server at `url` (smtp:// or smtps://, with login when it has one). */
export function smtpLanes(url: string): () => SmtpLane {
  const options = parseConnectionUrl(url);
  return () => {
    let opening: Promise<SMTPConnection> | undefined;
    let current: SMTPConnection | undefined;
    let closed = false;
    /** The connection is not used again (an error, the server's end, the batch's end). */
    const drop = (connection: SMTPConnection) => {
      if (current === connection) {
        current = undefined;
        opening = undefined;
      }
      connection.close();
    };
    const open = () =>
      new Promise<SMTPConnection>((resolve, reject) => {
        const connection = new SMTPConnection(options);
        // Before it is ready an error fails the opening; afterwards it ends the connection.
        connection.on('error', (error: Error) => {
          drop(connection);
          reject(error);
        });
        connection.once('end', () => drop(connection));
        connection.connect(() => {
          const ready = () => {
            if (closed) {
              connection.close();
              return reject(new Error('the SMTP lane is closed'));
            }
            current = connection;
            resolve(connection);
          };
          if (!options.auth?.user) return ready();
          connection.login(options.auth as SMTPConnection.Credentials, (error) =>
            error ? (drop(connection), reject(error)) : ready(),
          );
        });
      });
    return {
      async send(envelope, message) {
        // A message may fail while its connection opens: heard of here, and not sent.
        let early: Error | undefined;
        const failedEarly = (error: Error) => (early = error);
        message.once('error', failedEarly);
        let connection: SMTPConnection;
        try {
          if (closed) throw new Error('the SMTP lane is closed');
          connection =
            current ??
            (await (opening ??= open().catch((error: unknown) => {
              opening = undefined;
              throw error;
            })));
          if (early ?? message.destroyed) throw early ?? new Error('the message was destroyed');
        } catch (error) {
          message.destroy();
          throw error;
        } finally {
          message.off('error', failedEarly);
        }
        await new Promise<void>((resolve, reject) => {
          // The message failing (its gate: a record that failed) drops the connection before
          // the final dot, so the server never takes it; the lane hears of it here.
          const failed = (error: Error) => {
            drop(connection);
            reject(error);
          };
          message.once('error', failed);
          connection.send(envelope, message, (error) => {
            message.off('error', failed);
            if (!error) return resolve();
            // Whatever went wrong, the next mail goes over a fresh connection: a refused mail
            // is rare, and a connection after a failed stream must never be reused.
            drop(connection);
            message.destroy();
            reject(error);
          });
        });
      },
      close() {
        closed = true;
        if (current) drop(current);
      },
    };
  };
}
