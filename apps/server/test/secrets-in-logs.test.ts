// No mode logs a mail's secrets: in development (pretty lines), a reset-password mail's log line
// names the recipient, subject and outbox id; the link with its token is only in the outbox.
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { formatLogLine } from '../src/lib/dev-log';
import { buildMember, Client, lastMailTo, linkIn, useTestApp } from './helpers';

const ctx = useTestApp();

describe('mail in the development log', () => {
  it('logs who, what and the outbox id of a reset-password mail, never its token', async () => {
    const lines: string[] = [];
    const app = await buildApp({
      config: { ...ctx.config, env: 'development', logLevel: 'info', logFormat: 'pretty' },
      database: { ...ctx.app.database, close: async () => undefined },
      logStream: { write: (line) => void lines.push(line) },
    });
    try {
      const member = await buildMember(ctx.db);
      const client = await new Client(app).csrf();
      const res = await client.post('/api/forgot-password', { email: member.email });
      expect(res.statusCode, res.body).toBe(202);
      // The mail is written after the answer.
      let mail = await lastMailTo(ctx.db, member.email);
      for (let i = 0; !mail && i < 100; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        mail = await lastMailTo(ctx.db, member.email);
      }
      if (!mail) throw new Error('no reset mail');
      const token = linkIn(mail.textBody, '/reset-password').searchParams.get('token')!;
      expect(token.length).toBeGreaterThan(20);
      expect(lines.join('\n')).not.toContain(token);
      const mailLine = lines.find((l) => l.includes('mail stored in the outbox'))!;
      expect(JSON.parse(mailLine)).toMatchObject({
        to: member.email,
        subject: mail.subject,
        mailId: mail.id,
      });
      expect(formatLogLine(mailLine)).toContain(
        `→ ${member.email} “${mail.subject}” (outbox #${mail.id})`,
      );
    } finally {
      await app.close();
    }
  });
});
