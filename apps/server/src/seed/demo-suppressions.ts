// Demo suppression list and bounce figures: the cycling newsletter's batch heard back about three
// of its recipients (an address that no longer exists, a full mailbox, a spam report), and the
// office stopped mail to two addresses by hand, so the admin screens show real entries.
import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sendoutBatches, sendoutRecipients, users } from '../db/schema/index';
import { recordMailEvents, suppress } from '../modules/suppression/record';

/** Members the browser journeys sign in as or mail: their mail keeps going. */
const KEEP = [
  'admin@example.com',
  'haruka.shimada@example.com',
  'emily.miller@example.com',
  'kenta.murakami@example.com',
  'misaki.okamoto@example.com',
  'claire.dubois@example.com',
];

export async function seedSuppressions(db: Db): Promise<void> {
  const [batch] = await db
    .select({ id: sendoutBatches.id })
    .from(sendoutBatches)
    .where(and(eq(sendoutBatches.source, 'post'), eq(sendoutBatches.status, 'completed')))
    .orderBy(desc(sendoutBatches.id))
    .limit(1);
  if (batch) {
    const heard = await db
      .select({ userId: sendoutRecipients.userId, email: sendoutRecipients.email })
      .from(sendoutRecipients)
      .innerJoin(users, eq(users.id, sendoutRecipients.userId))
      .where(
        and(
          eq(sendoutRecipients.batchId, batch.id),
          eq(sendoutRecipients.status, 'sent'),
          notInArray(users.email, KEEP),
        ),
      )
      .orderBy(desc(sendoutRecipients.userId))
      .limit(3);
    const [gone, full, spam] = heard;
    const at = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    const of = (r: { userId: number; email: string }) => ({
      email: r.email,
      userId: r.userId,
      batchId: batch.id,
      occurredAt: at,
    });
    await recordMailEvents(db, [
      ...(gone
        ? [
            {
              ...of(gone),
              kind: 'hard_bounce' as const,
              source: 'mailbox' as const,
              detail: '550 5.1.1 <' + gone.email + '>: Recipient address rejected: User unknown',
            },
          ]
        : []),
      ...(full
        ? [
            {
              ...of(full),
              kind: 'soft_bounce' as const,
              source: 'mailbox' as const,
              detail: '452 4.2.2 Mailbox full',
            },
          ]
        : []),
      ...(spam ? [{ ...of(spam), kind: 'complaint' as const, source: 'ses' as const }] : []),
    ]);
  }
  await suppress(
    db,
    'office-old@setouchi-fanclub.example.jp',
    null,
    'admin',
    '事務局の旧アドレス（2026年10月に廃止）',
  );
  await suppress(db, 'ryokan.kotohira@example.jp', null, 'unsubscribed', '電話で配信停止のご依頼');
}
