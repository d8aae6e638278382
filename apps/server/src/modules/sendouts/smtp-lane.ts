// A sending lane: one SMTP session (smtp-session.ts) and its mails, one after another, each one's
// end (the final dot that makes the server take it) held back until its gate opens (delivery.ts:
// the record of the lane's previous mail). When the server pipelines, the next mail's envelope
// leaves in the same packet as a mail's final dot (RFC 2920: a message's data may open a group,
// DATA closes it): a mail costs one round trip and two writes, where nodemailer's SMTPConnection
// spent two round trips and three writes through a stream per mail (docs/DECISIONS.md).
import { type Reply, type SmtpSession, smtpError, smtpSessions } from './smtp-session';

export type LaneMail = {
  /** The envelope: one sender, one recipient. */
  from: string;
  to: string;
  /** The message as built (mime.ts), without SMTP's final dot. */
  message: Buffer;
  /** The final dot waits for it; if it rejects, the session ends first and the mail is not taken. */
  gate: Promise<void>;
};

export type SmtpLane = {
  /**
   * Sends one mail. `ended` resolves once the lane takes the next mail: this one's final dot is
   * written, or it failed (never rejects). `accepted` resolves once the server took the mail and
   * rejects with the failure (`responseCode` when the server answered: 4xx temporary, 5xx not).
   */
  send(mail: LaneMail): { ended: Promise<void>; accepted: Promise<void> };
  close(): void;
};

const CRLF = Buffer.from('\r\n');

/** A message as SMTP data: a line that starts with a dot gets another one; it ends in CRLF. */
export function smtpData(message: Buffer): Buffer {
  let data = message;
  if (data[0] === 0x2e || data.includes('\n.'))
    data = Buffer.from(data.toString('latin1').replace(/(^|\n)\./g, '$1..'), 'latin1');
  const endsInCrlf = data.length >= 2 && data[data.length - 2] === 0x0d && data.at(-1) === 0x0a;
  return endsInCrlf ? data : Buffer.concat([data, CRLF]);
}

/** Opens lanes to the server at `url` (smtp:// or smtps://, with login when it has one). */
export function smtpLanes(url: string): () => SmtpLane {
  const openSession = smtpSessions(url);
  return () => {
    let current: Promise<SmtpSession> | undefined;
    let closed = false;
    /** The last mail's outcome: without PIPELINING the next envelope waits for its reply. */
    let previous: Promise<unknown> = Promise.resolve();

    /** The lane's session, opened when first needed and again after one ended. */
    const session = () => {
      if (closed) return Promise.reject(smtpError('The SMTP lane is closed'));
      if (!current) {
        const opening = openSession();
        const forget = () => {
          if (current === opening) current = undefined;
        };
        current = opening;
        opening.then((s) => void s.closed.then(forget), forget);
      }
      return current;
    };

    /** The envelope and DATA: grouped when the server pipelines, else one command at a time. */
    async function envelope(s: SmtpSession, mail: LaneMail): Promise<Reply | undefined> {
      // An address in UTF-8 (an internationalised mailbox) is announced when the server takes it.
      const utf8 = s.smtputf8 && /[^ -~]/.test(mail.from + mail.to) ? ' SMTPUTF8' : '';
      const group = [`MAIL FROM:<${mail.from}>${utf8}\r\n`, `RCPT TO:<${mail.to}>\r\n`, 'DATA\r\n'];
      const expected = [[250], [250, 251], [354]];
      if (s.pipelining) {
        const replies = await Promise.all(s.commands(group));
        return replies.find((reply, i) => !expected[i]!.includes(reply.code));
      }
      for (const [i, line] of group.entries()) {
        const [reply] = await Promise.all(s.commands([line]));
        if (!expected[i]!.includes(reply!.code)) return reply;
      }
      return undefined;
    }

    async function deliver(mail: LaneMail, before: Promise<unknown>, ready: () => void) {
      const s = await session();
      if (!s.pipelining) await before.catch(() => undefined);
      const refused = await envelope(s, mail);
      if (refused) {
        // The transaction is reset and the session goes on: a mail before this one may still
        // be waiting for its answer on it.
        void Promise.all(s.commands(['RSET\r\n'])).then(
          ([reply]) => reply!.code === 250 || s.destroy(),
          () => undefined,
        );
        throw smtpError('The SMTP server refused the mail', refused);
      }
      s.write(smtpData(mail.message));
      try {
        await mail.gate;
      } catch (error) {
        s.destroy(error as Error);
        throw error;
      }
      s.hold();
      const [answer] = s.commands(['.\r\n']);
      ready();
      const reply = await answer!;
      if (reply.code !== 250) throw smtpError('The SMTP server refused the message', reply);
    }

    return {
      send(mail) {
        // Heard of once the data is written; until then its failure is not unhandled.
        mail.gate.catch(() => undefined);
        let ready: () => void = () => undefined;
        const ended = new Promise<void>((resolve) => (ready = resolve));
        const accepted = deliver(mail, previous, () => ready()).finally(() => ready());
        previous = accepted;
        return { ended, accepted };
      },
      close() {
        closed = true;
        void current?.then(
          (s) => s.destroy(),
          () => undefined,
        );
        current = undefined;
      },
    };
  };
}
