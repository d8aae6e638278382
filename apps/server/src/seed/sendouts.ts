// Demo mail: the cycling guide's newsletter went out (a real batch through the outbox, a few
// opens as the pixel records them); the art festival post mails its members when it is published.
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { MailSet } from '@fanclub/contract/sendouts';
import { posts, sendoutRecipients, users } from '../db/schema/index';
import type { ServiceContext as Ctx } from '../lib/context';
import { syncPostBatch } from '../modules/posts/mail';
import { createBatch } from '../modules/sendouts/batches';
import { recordOpen } from '../modules/sendouts/tracking';
import { recipientToken } from '../modules/sendouts/tokens';

export type SendoutSeedCtx = Ctx & Pick<FastifyInstance, 'sendouts'>;

const CYCLING_MAIL: MailSet = {
  ja: {
    subject: '{{nick_name}}さんへ｜しまなみ海道サイクリング完全ガイドを公開しました',
    body:
      '<p>{{last_name}} {{first_name}} 様</p>' +
      '<p>いつも瀬戸内ファンクラブをご覧いただきありがとうございます。尾道から今治まで、6つの島を自転車で渡る「しまなみ海道」のガイドを公開しました。</p>' +
      '<ul><li>初心者向けの半日コース（尾道〜向島〜因島）</li><li>レンタサイクルの乗り捨て場所</li><li>島ごとのおすすめ休憩スポット</li></ul>' +
      '<p><a href="https://www.go-shimanami.jp/">しまなみ海道の公式情報はこちら</a></p>',
  },
  en: {
    subject: 'For {{nick_name}}: our complete Shimanami Kaido cycling guide is out',
    body:
      '<p>Dear {{first_name}} {{last_name}},</p>' +
      '<p>Thank you for following the Setouchi Fan Club. Our new guide takes you across six islands by bicycle, from Onomichi to Imabari, on the Shimanami Kaido.</p>' +
      '<ul><li>A half-day course for beginners (Onomichi – Mukaishima – Innoshima)</li><li>Where to return rental bicycles</li><li>Our favourite rest stops on each island</li></ul>' +
      '<p><a href="https://www.go-shimanami.jp/">Official Shimanami Kaido information</a></p>',
  },
};

const FESTIVAL_MAIL: MailSet = {
  ja: {
    subject: '【予告】瀬戸内国際芸術祭ボランティア募集のお知らせ',
    body:
      '<p>{{nick_name}} 様</p>' +
      '<p>次回の瀬戸内国際芸術祭で、作品受付や島めぐりの案内をしてくださるボランティアを募集します。詳しい日程は記事でご確認ください。</p>',
  },
  en: {
    subject: 'Coming soon: volunteers wanted for the Setouchi Triennale',
    body:
      '<p>Dear {{nick_name}},</p>' +
      '<p>We are looking for volunteers to welcome visitors and guide island tours at the next Setouchi Triennale. See the post for the dates.</p>',
  },
};

async function postTitled(ctx: Ctx, title: string) {
  const [row] = await ctx.db.select().from(posts).where(eq(posts.title, title)).limit(1);
  return row;
}

export async function seedSendouts(ctx: SendoutSeedCtx) {
  const { db, config } = ctx;
  const [admin] = await db
    .select()
    .from(users)
    .where(eq(users.isAdmin, true))
    .orderBy(asc(users.id))
    .limit(1);
  const cycling = await postTitled(ctx, 'しまなみ海道サイクリング完全ガイド');
  if (admin && cycling) {
    await db.update(posts).set({ mail: CYCLING_MAIL }).where(eq(posts.id, cycling.id));
    const batch = await createBatch(
      db,
      {
        source: 'post',
        sourceId: cycling.id,
        type: 'invitation',
        consent: 'newsletter',
        audience: cycling.audience,
        mail: CYCLING_MAIL,
        createdById: admin.id,
      },
      { now: true },
    );
    await ctx.sendouts.tick();
    const opened = await db
      .select({ userId: sendoutRecipients.userId })
      .from(sendoutRecipients)
      .where(and(eq(sendoutRecipients.batchId, batch.id), eq(sendoutRecipients.status, 'sent')))
      .orderBy(asc(sendoutRecipients.userId))
      .limit(3);
    for (const { userId } of opened)
      await recordOpen(
        db,
        config.secrets.session,
        recipientToken(config.secrets.session, batch.id, userId),
      );
  }
  const festival = await postTitled(ctx, '瀬戸内国際芸術祭 ボランティア募集（予告）');
  if (admin && festival) {
    const [withMail] = await db
      .update(posts)
      .set({ mail: FESTIVAL_MAIL })
      .where(eq(posts.id, festival.id))
      .returning();
    await syncPostBatch(db, withMail!, admin);
  }
}
