// The demo conversation: comments that answer each post, in the post's language, by members who
// can see it (the post policy decides, as for a real member), reactions and views from its
// readers. Every counter is then recounted from the rows, so views are never fewer than the
// people who reacted or commented and the cards agree with the pages.
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import {
  commentReactions,
  comments,
  postReactions,
  postViews,
  posts,
  users,
  type UserRow,
} from '../db/schema/index';
import type { ServiceContext as Ctx } from '../lib/context';
import { mayAccessPost } from '../modules/posts/policy';

/** [author's e-mail (before the @), text, replies as [author, text]]. */
type Thread = [string, string, Array<[string, string]>?];

/** Comments per post title; the club office (`admin`) answers questions in English posts. */
export const DEMO_TALK: Record<string, Thread[]> = {
  '尾道の桜の名所めぐり｜千光寺公園から見る春の瀬戸内': [
    [
      'kenta.murakami',
      '千光寺の夜桜、ぼんぼりの灯りと尾道水道の夜景が重なって本当にきれいでした。平日の夜は人も少なめです。',
      [
        ['haruka.shimada', '夜桜いいですね！ロープウェイは夜も動いていますか？'],
        [
          'kenta.murakami',
          '桜の時期は夜も延長運行していることが多いです。出かける前に運行時間を確かめてくださいね。',
        ],
      ],
    ],
    [
      'makoto.kobayashi',
      '文学のこみちを下りながら見る桜は格別ですね。石碑を読みながらゆっくり歩きました。',
    ],
    ['sakura.nakamura', '今年は4月の第1週が満開でした。来年は朝いちばんに行ってみたいです。'],
  ],
  しまなみ海道サイクリング完全ガイド: [
    [
      'sho.takahashi',
      '先月、尾道から今治まで一日で走りました。来島海峡大橋の上から見下ろす潮の流れは圧巻です！',
      [
        ['haruka.shimada', '一日で完走はすごいです。初心者なら何日くらいがおすすめですか？'],
        [
          'sho.takahashi',
          '初めてなら生口島か大三島で一泊する2日間が楽ですよ。坂も橋の上りだけです。',
        ],
      ],
    ],
    ['aoi.yamamoto', '生口島の瀬戸田でレモンジェラートを食べるのが毎回の楽しみです。'],
    [
      'mari.watanabe',
      '尾道から向島へは渡船がおすすめです。自転車ごと乗れて、数分で対岸に着きます。',
    ],
  ],
  '直島アート散歩｜地中美術館と草間彌生の「南瓜」': [
    [
      'misaki.okamoto',
      '地中美術館のモネの部屋は、午前中のやわらかい光の時間がいちばん好きです。予約はお早めに！',
      [
        ['sakura.nakamura', '来月行く予定なので参考になります。家プロジェクトは半日で回れますか？'],
        ['misaki.okamoto', '本村地区は半日あれば回れますよ。チケットは本村のラウンジで買えます。'],
      ],
    ],
    ['yumiko.fujii', '宮浦港の赤かぼちゃは中に入れるんですよね。子どもたちが大喜びでした。'],
  ],
  '冬の味覚、広島の牡蠣がいよいよ旬です': [
    [
      'makoto.kobayashi',
      '宮島の表参道商店街の焼き牡蠣は、殻付きをその場で焼いてくれるので熱々です。',
      [['daisuke.matsumoto', '2月の宮島かき祭りもおすすめですよ。焼き牡蠣の行列ができます。']],
    ],
    [
      'daisuke.matsumoto',
      '呉の音戸には牡蠣小屋がいくつもあります。軍手を持っていくと殻がむきやすいです。',
    ],
    ['haruka.shimada', '家で土手鍋を作ってみました。味噌を鍋のふちに塗るのがポイントですね。'],
  ],
  '香川の讃岐うどん、はしご旅のすすめ': [
    [
      'yumiko.fujii',
      '地元民としては、朝7時から開いているお店で釜たまを食べるのがおすすめです。',
      [['haruka.shimada', '釜たま、次は朝いちばんに行ってみます！']],
    ],
    ['kenta.murakami', 'セルフのお店では、ついちくわ天を取りすぎてしまいます（笑）'],
    ['sakura.nakamura', '琴平の金刀比羅宮の参拝と組み合わせると、ちょうどいい一日になりますね。'],
  ],
  'Three islands in three days: a ferry plan for Naoshima, Teshima and Shodoshima': [
    [
      'james.brown',
      'Did exactly this last autumn. The first boat from Miyanoura to Teshima fills up at weekends, so get to the port early.',
      [
        ['claire.dubois', 'Good to know! Is the Teshima Art Museum worth the trip on its own?'],
        [
          'james.brown',
          'Absolutely. Book a time slot online and rent an e-bike at Ieura port; the hills are steep.',
        ],
      ],
    ],
    ['emily.miller', 'We stayed two nights on Shodoshima and loved the olive park at sunset.'],
  ],
  "Kurashiki's canal quarter in an afternoon": [
    [
      'ben.carter',
      'The boat ride along the canal is short but lovely, especially under the willows.',
      [
        ['emily.miller', 'Did you go inside the Ohara Museum too?'],
        ['ben.carter', 'Yes, the El Greco alone is worth the ticket.'],
      ],
    ],
    ['james.brown', 'Try the denim street nearby; even the ice cream comes in indigo.'],
  ],
  'Lemon season on Ikuchijima: a citrus walk in Setoda': [
    [
      'olivia.harris',
      "Setoda's lemon cake was the best souvenir I brought home. The walk through the groves is lovely in December.",
      [
        ['ben.carter', 'Can you walk through the groves, or only look at them from the path?'],
        [
          'olivia.harris',
          'There is a marked path along the slopes; just keep off the farm tracks.',
        ],
      ],
    ],
    [
      'claire.dubois',
      'The Hill of Hope at Kosanji is right by the shopping street: a good stop between tastings.',
    ],
  ],
  'Miyajima at low tide: walking out to the great torii': [
    [
      'emily.miller',
      'Check the tide table! We walked out at about 1 pm and had the torii almost to ourselves.',
      [['james.brown', 'And go back at high tide in the evening, when it seems to float.']],
    ],
    ['ben.carter', 'The deer really will eat your map. Speaking from experience.'],
  ],
  'Getting around Setouchi without Japanese': [
    [
      'claire.dubois',
      'My IC card worked on the trains and the Hiroshima trams, but the small island ferry only took cash.',
      [
        [
          'admin',
          "Thank you, Claire. That's right: most island ferries sell tickets at the port in cash, so keep some coins and small notes.",
        ],
      ],
    ],
    [
      'olivia.harris',
      'The rental bikes in Onomichi had English instructions, and I returned mine in Imabari.',
    ],
  ],
};

const REACTIONS = ['like', 'love', 'like', 'wow', 'like', 'love', 'haha', 'like'] as const;

/** Comments, reactions and views on every live post, then every counter recounted. */
export async function seedConversation(ctx: Ctx) {
  const { db } = ctx;
  const now = new Date();
  const live = await db
    .select()
    .from(posts)
    .where(and(eq(posts.status, 'published'), lte(posts.publishAt, now)))
    .orderBy(asc(posts.publishAt));
  if (live.length === 0) return;
  const people = await db
    .select()
    .from(users)
    .where(eq(users.status, 'active'))
    .orderBy(asc(users.id));
  const byKey = new Map(people.map((u) => [u.isAdmin ? 'admin' : u.email.split('@')[0]!, u]));
  const hour = 3_600_000;

  for (const [p, post] of live.entries()) {
    const readers = people.filter((u) => !u.isAdmin && mayAccessPost(u, post, 'see', now));
    const start = post.publishAt!.getTime();
    const span = Math.max(now.getTime() - start - hour, 6 * hour);
    const at = (step: number) => new Date(start + (span * step) / 24);
    const viewers = new Map<number, Date>();
    const saw = (user: UserRow, when: Date) => {
      const first = viewers.get(user.id);
      if (!first || when < first) viewers.set(user.id, when);
    };

    let step = 1;
    for (const [c, [by, text, replies = []]] of (DEMO_TALK[post.title] ?? []).entries()) {
      const thread: Array<[UserRow | undefined, string]> = [
        [byKey.get(by), text],
        ...replies.map(([who, reply]): [UserRow | undefined, string] => [byKey.get(who), reply]),
      ];
      let rootId: number | null = null;
      for (const [author, body] of thread) {
        // Only someone who may read and comment on the post writes in it.
        if (!author || author.isBlocked || !mayAccessPost(author, post, 'see', now)) continue;
        saw(author, at(step - 0.5));
        const [row]: Array<{ id: number }> = await db
          .insert(comments)
          .values({
            postId: post.id,
            userId: author.id,
            parentId: rootId,
            body,
            createdAt: at(step),
            updatedAt: at(step),
          })
          .returning({ id: comments.id });
        rootId ??= row!.id;
        step += 1;
      }
      if (rootId === null) continue;
      const likers = readers
        .filter((u) => u.id !== byKey.get(by)?.id && !u.isBlocked)
        .slice(c % 3, (c % 3) + 1 + ((c * 2 + p) % 4));
      for (const u of likers) saw(u, at(step));
      if (likers.length > 0)
        await db.insert(commentReactions).values(
          likers.map((u, i) => ({
            commentId: rootId!,
            userId: u.id,
            type: REACTIONS[(i + c) % REACTIONS.length]!,
            createdAt: at(step),
          })),
        );
    }

    // Most readers looked at the post; about two thirds of them reacted.
    const lookers = readers.filter((_, i) => (i + p) % 7 !== 3);
    const reactors = lookers.filter((u, i) => u.id !== post.authorId && (i + p) % 3 !== 2);
    for (const [i, u] of lookers.entries()) saw(u, at(1 + (i % 20)));
    if (reactors.length > 0)
      await db.insert(postReactions).values(
        reactors.map((u, i) => ({
          postId: post.id,
          userId: u.id,
          type: REACTIONS[(i + p) % REACTIONS.length]!,
          createdAt: viewers.get(u.id)!,
        })),
      );
    if (viewers.size > 0)
      await db
        .insert(postViews)
        .values(
          [...viewers].map(([userId, createdAt]) => ({ postId: post.id, userId, createdAt })),
        );
  }

  const ids = live.map((post) => post.id);
  await db
    .update(posts)
    .set({
      viewCount: sql`(select count(*) from ${postViews} where ${postViews.postId} = ${posts.id})`,
      commentCount: sql`(select count(*) from ${comments} where ${comments.postId} = ${posts.id} and ${comments.deletedAt} is null)`,
      reactionCount: sql`(select count(*) from ${postReactions} where ${postReactions.postId} = ${posts.id})`,
    })
    .where(inArray(posts.id, ids));
  await db
    .update(comments)
    .set({
      reactionCount: sql`(select count(*) from ${commentReactions} where ${commentReactions.commentId} = ${comments.id})`,
    })
    .where(inArray(comments.postId, ids));
}
