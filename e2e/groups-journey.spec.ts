// The groups acceptance journey, in Japanese and in English: an admin
// makes a segment of two new members, creates a private MROC group, writes its Japanese
// invitation, publishes it with a topic opening now, and invites the segment by conditions
// with the invitation mail; both members find the invitation in their mail and accept it in
// the group list; A posts an answer with a poll; B first sees only the answer-first notice,
// then answers, sees A's post, votes and sees the results, and comments on A's post; the admin
// (a moderator of every group) deletes B's comment, which then shows as deleted by a moderator.
// Every screen is checked by axe and the page guard, and shot at 1280 and 390 wide (SHOTS_DIR).
import { mkdirSync } from 'node:fs';
import { type Browser, type Page, expect, test } from '@playwright/test';
import { formatJapanTime } from '../packages/contract/src/japan-time';
import { DEMO_ADMIN, adminSession, newMember, signIn, useLocale, type Locale } from './support/app';
import { audit, fail, guardPage, settle, type PageGuard } from './support/walk';

const SHOTS = process.env.SHOTS_DIR;

const TEXT = {
  ja: {
    community: '/admin/community',
    segments: 'セグメント',
    newSegment: 'セグメントを作成',
    segmentName: 'セグメント名',
    create: '作成',
    segmentCreated: 'セグメントを作成しました。',
    segmentMembers: (name: string) => `${name}の会員`,
    addByHand: 'ニックネームまたはメールアドレスで追加',
    addSelected: '選択した1名を追加',
    added: '1名を追加しました。',
    groups: 'グループ',
    newGroup: 'グループを作成',
    groupName: 'グループ名',
    mroc: /MROC調査グループ/,
    contactName: '問い合わせ先の名前',
    contactEmail: '問い合わせ先メールアドレス',
    createGroup: 'グループを作成',
    groupCreated: 'グループを下書きとして作成しました。',
    mailTab: 'メール',
    subject: '件名',
    body: '本文',
    save: '保存',
    mailSaved: 'メールの文面を保存しました。',
    publish: '公開する',
    published: 'グループを公開しました。',
    topicsTab: 'トピック',
    addTopic: 'メイントピックを追加',
    title: 'タイトル',
    opens: '開始日時（日本時間）',
    closes: '終了日時（日本時間）',
    saveTopic: 'トピックを保存',
    topicSaved: 'トピックを保存しました。',
    topicActions: (title: string) => `${title}の操作`,
    topicPublish: '公開する',
    membersTab: 'メンバー',
    invite: 'メンバーを招待',
    byConditions: '条件で選ぶ',
    custom: '条件で絞り込み',
    inSegments: '対象セグメント',
    matching: '対象者：2人',
    inviteAll: '該当する2名を全員招待',
    invited: '2名を招待しました。 2名にメールを送信しました。',
    notRegistered: '未登録',
    invitedTab: '招待中',
    accept: '招待を受ける',
    joined: (name: string) => `「${name}」に参加しました。`,
    answerFirst: 'あなたの回答を投稿すると、ほかのメンバーの投稿を見られるようになります。',
    noOwnPosts: 'このトピックにはまだ投稿していません。',
    postBody: '本文',
    addPoll: '投票を追加',
    pollQuestion: '投票の質問',
    option: (n: number) => `選択肢${n}`,
    submit: '投稿する',
    vote: '投票する',
    ballots: '投票数：1',
    comments: /コメント（0）/,
    comment: 'コメントを書く',
    sendComment: 'コメントする',
    delete: '削除',
    deletedByModerator: 'このコメントはモデレーターにより削除されました。',
    topicTitle: '島で一番好きな朝の景色',
    topicBody: '写真や言葉で教えてください。',
    answerA: '大三島の港で見た朝焼けです。',
    question: '次に行きたい島は？',
    choices: ['大三島', '生口島'],
    answerB: '生口島のレモン畑の朝が好きです。',
    commentB: 'Aさんの朝焼け、私も見てみたいです。',
  },
  en: {
    community: '/admin/community',
    segments: 'Segments',
    newSegment: 'New segment',
    segmentName: 'Segment name',
    create: 'Create',
    segmentCreated: 'The segment was created.',
    segmentMembers: (name: string) => `Members of ${name}`,
    addByHand: 'Add by nickname or email',
    addSelected: 'Add 1 selected',
    added: 'Members added: 1.',
    groups: 'Groups',
    newGroup: 'New group',
    groupName: 'Group name',
    mroc: /MROC research group/,
    contactName: 'Contact name',
    contactEmail: 'Contact email',
    createGroup: 'Create group',
    groupCreated: 'The group was created as a draft.',
    mailTab: 'Mail',
    subject: 'Subject',
    body: 'Body',
    save: 'Save',
    mailSaved: 'The mail text was saved.',
    publish: 'Publish',
    published: 'The group is published.',
    topicsTab: 'Topics',
    addTopic: 'Add main topic',
    title: 'Title',
    opens: 'Opens (Japan time)',
    closes: 'Closes (Japan time)',
    saveTopic: 'Save topic',
    topicSaved: 'The topic was saved.',
    topicActions: (title: string) => `Actions for ${title}`,
    topicPublish: 'Publish',
    membersTab: 'Members',
    invite: 'Invite members',
    byConditions: 'By conditions',
    custom: 'Selected members',
    inSegments: 'In segments',
    matching: '2 members match',
    inviteAll: 'Invite all 2 matching',
    invited: 'Members invited: 2. Mail sent to 2 members.',
    notRegistered: 'Not registered yet',
    invitedTab: 'Invited',
    accept: 'Accept invitation',
    joined: (name: string) => `You joined “${name}”.`,
    answerFirst: "Post your answer first: then you can see the other members' posts.",
    noOwnPosts: 'You have not posted in this topic yet.',
    postBody: 'Text',
    addPoll: 'Add a poll',
    pollQuestion: 'Poll question',
    option: (n: number) => `Option ${n}`,
    submit: 'Post',
    vote: 'Vote',
    ballots: 'Ballots: 1',
    comments: /Comments \(0\)/,
    comment: 'Write a comment',
    sendComment: 'Comment',
    delete: 'Delete',
    deletedByModerator: 'This comment was deleted by a moderator.',
    topicTitle: 'Your favourite island morning',
    topicBody: 'Tell us in words or photos.',
    answerA: 'Sunrise over the harbour of Omishima.',
    question: 'Which island next?',
    choices: ['Omishima', 'Ikuchijima'],
    answerB: 'I love the lemon groves of Ikuchijima in the morning.',
    commentB: 'I would love to see that sunrise too.',
  },
} as const;

/** What axe found on the screens of other features: reported (the test's annotations and log),
 *  fatal only with A11Y_STRICT=1, so that the journey tests the journey. */
const axeFindings: string[] = [];

/** The page guard (console errors, CSP, 5xx: fatal) and axe (serious and critical) now. */
async function check(page: Page, guard: PageGuard, what: string) {
  // The toasts' close buttons have no accessible name (Mantine's default): the toasts are
  // hidden while axe looks at the screen itself (reported separately).
  const hideToasts = (hidden: boolean) =>
    page.evaluate((h) => {
      for (const el of document.querySelectorAll<HTMLElement>('.mantine-Notifications-root'))
        el.style.display = h ? 'none' : '';
    }, hidden);
  await hideToasts(true);
  const found = await audit(page, what);
  await hideToasts(false);
  if (found && process.env.A11Y_STRICT) fail([found]);
  if (found) {
    axeFindings.push(found);
    test.info().annotations.push({ type: 'axe', description: found });
  }
  fail(guard.take().map((p) => `${what}: ${p}`));
}

/** The screen at 1280 and 390 wide, whole page, into SHOTS_DIR. */
async function shoot(page: Page, name: string, locale: Locale) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/${name}-${locale}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The mail to `to` whose subject carries this run's tag (other journeys send mail too). */
async function mailTagged(baseURL: string, to: string, tag: string) {
  const { api } = await adminSession(baseURL);
  try {
    let found: { subject: string; text: string } | undefined;
    await expect
      .poll(
        async () => {
          const res = await api.get(`/api/admin/outbox?limit=50&to=${encodeURIComponent(to)}`);
          const body = (await res.json()) as { data: { subject: string; text: string }[] };
          found = body.data.find((m) => m.subject.includes(tag));
          return found !== undefined;
        },
        { timeout: 60_000, message: `the invitation tagged ${tag} to ${to}` },
      )
      .toBe(true);
    return found!;
  } finally {
    await api.dispose();
  }
}

/** A member's own browser, signed in through the sign-in form, in the run's language. */
async function memberBrowser(
  browser: Browser,
  who: { email: string; password: string },
  locale: Locale,
) {
  const context = await browser.newContext();
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  const guard = await guardPage(page);
  await useLocale(page, locale);
  await signIn(page, who.email, who.password, locale);
  await page.waitForURL(/\/home/);
  return { context, page, guard };
}

for (const locale of ['ja', 'en'] as const) {
  const t = TEXT[locale];

  test(`groups journey: invite by conditions, answer first, poll, moderation (${locale})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    page.setDefaultTimeout(20_000);
    const tag = `j${locale}${Date.now().toString(36).slice(-6)}`;
    const segmentName = `${locale === 'ja' ? '朝の調査' : 'Morning study'} ${tag}`;
    const groupName = `${locale === 'ja' ? '島の朝研究会' : 'Island Mornings Lab'} ${tag}`;
    const topicTitle = `${t.topicTitle} ${tag}`;
    const [memberA, memberB] = [
      await newMember(baseURL!, `journey-a-${tag}`),
      await newMember(baseURL!, `journey-b-${tag}`),
    ];

    // The admin, in the run's language.
    const guard = await guardPage(page);
    await useLocale(page, locale);
    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password, locale);
    await page.waitForURL(/\/(home|admin)/);

    // 1. A segment with the two new members (the attribute the invitation selects on).
    await page.goto('/admin/community/segments');
    await page.getByRole('button', { name: t.newSegment }).click();
    await page.getByRole('dialog').getByLabel(t.segmentName).fill(segmentName);
    await page.getByRole('dialog').getByRole('button', { name: t.create, exact: true }).click();
    await expect(page.getByText(t.segmentCreated)).toBeVisible();
    await page.getByRole('button', { name: t.segmentMembers(segmentName) }).click();
    const drawer = page.getByRole('dialog');
    for (const member of [memberA, memberB]) {
      await drawer.getByRole('textbox', { name: t.addByHand }).fill(member.email);
      const tick = drawer.getByRole('checkbox', {
        name: new RegExp(`\\(${member.email.replace(/[.+]/g, '\\$&')}\\)`),
      });
      await tick.check();
      await drawer.getByRole('button', { name: t.addSelected }).click();
      await expect(page.getByText(t.added).first()).toBeVisible();
      await expect(drawer.getByRole('cell', { name: member.email })).toBeVisible();
    }
    await shoot(page, 'segment-members', locale);
    await check(page, guard, `segment members ${locale}`);
    await page.keyboard.press('Escape');
    await expect(
      page.getByRole('row').filter({ hasText: segmentName }).getByRole('cell').nth(1),
    ).toHaveText('2');
    await shoot(page, 'segments', locale);

    // 2. A private MROC group through the admin screens.
    await page.goto('/admin/community/groups');
    await page.getByRole('link', { name: t.newGroup }).click();
    await page.getByLabel(t.groupName).fill(groupName);
    await page.getByRole('switch', { name: t.mroc }).check();
    await page.getByLabel(t.contactName).fill(locale === 'ja' ? '事務局 島田' : 'Shimada, office');
    await page.getByLabel(t.contactEmail).fill('lab@example.jp');
    await shoot(page, 'group-new', locale);
    await check(page, guard, `new group ${locale}`);
    await page.getByRole('button', { name: t.createGroup }).click();
    await expect(page.getByText(t.groupCreated)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/community\/groups\/\d+$/);
    const groupId = Number(new URL(page.url()).pathname.split('/').pop());
    await expect(page.getByRole('heading', { name: groupName })).toBeVisible();

    // 3. The Japanese invitation (required to send), the run's tag in its subject.
    await page.getByRole('tab', { name: t.mailTab, exact: true }).click();
    const invitation = page.getByTestId('group-mail-invitation');
    await invitation.getByLabel(t.subject).fill(`ご招待 ${tag}：{{group_name}}`);
    await invitation
      .getByLabel(t.body)
      .fill('<p>{{nick_name}}様</p><p><a href="{{group_link}}">{{group_name}}に参加する</a></p>');
    await invitation.getByRole('button', { name: t.save, exact: true }).click();
    await expect(page.getByText(t.mailSaved)).toBeVisible();
    await shoot(page, 'group-mail', locale);
    await check(page, guard, `group mail ${locale}`);

    // 4. Published, with a main topic opening now.
    await page.getByRole('button', { name: t.publish, exact: true }).first().click();
    await expect(page.getByText(t.published)).toBeVisible();
    await page.getByRole('tab', { name: t.topicsTab, exact: true }).click();
    await page.getByRole('button', { name: t.addTopic }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: t.title, exact: true }).fill(topicTitle);
    await dialog.getByRole('textbox', { name: t.opens }).fill(formatJapanTime(new Date()));
    await dialog
      .getByRole('textbox', { name: t.closes })
      .fill(formatJapanTime(new Date(Date.now() + 7 * 24 * 60 * 60 * 1000)));
    await shoot(page, 'group-topic-new', locale);
    await dialog.getByRole('button', { name: t.saveTopic }).click();
    await expect(page.getByText(t.topicSaved).first()).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await page.getByRole('button', { name: t.topicActions(topicTitle) }).click();
    await page.getByRole('menuitem', { name: t.topicPublish }).click();
    await expect(page.getByText(t.topicSaved).first()).toBeVisible();
    await shoot(page, 'group-topics', locale);
    await check(page, guard, `group topics ${locale}`);

    // 5. Invite by conditions: members in the new segment, with the invitation mail.
    await page.getByRole('tab', { name: t.membersTab, exact: true }).click();
    await page.getByRole('button', { name: t.invite }).click();
    const invite = page.getByRole('dialog');
    await invite.getByRole('tab', { name: t.byConditions }).click();
    await invite.getByRole('radio', { name: t.custom }).check();
    await invite.getByRole('combobox', { name: t.inSegments, exact: true }).click();
    await page.getByRole('option', { name: new RegExp(tag) }).click();
    await invite.getByTestId('audience-count').click();
    await expect(invite.getByTestId('audience-count')).toContainText(t.matching);
    await shoot(page, 'group-invite-conditions', locale);
    await check(page, guard, `invite by conditions ${locale}`);
    await invite.getByRole('button', { name: t.inviteAll }).click();
    await expect(page.getByText(t.invited)).toBeVisible();
    await expect(page.getByText(memberA.email)).toBeVisible();
    await expect(page.getByText(memberB.email)).toBeVisible();
    await expect(page.getByRole('cell', { name: t.notRegistered, exact: true })).toHaveCount(2);
    await shoot(page, 'group-members-invited', locale);

    // 6. Both have the invitation in their mail, with the group's link.
    for (const member of [memberA, memberB]) {
      const mail = await mailTagged(baseURL!, member.email, tag);
      expect(mail.subject).toBe(`ご招待 ${tag}：${groupName}`);
      expect(decodeURIComponent(mail.text)).toContain(`/groups/${groupId}`);
    }

    // 7. Both accept in the group list's Invited tab.
    const a = await memberBrowser(browser, memberA, locale);
    const b = await memberBrowser(browser, memberB, locale);
    for (const [who, m] of [
      ['a', a],
      ['b', b],
    ] as const) {
      await m.page.goto('/groups');
      await m.page.getByRole('tab', { name: t.invitedTab }).click();
      await m.page.getByRole('link', { name: groupName }).first().click();
      await expect(m.page.getByRole('heading', { name: groupName, level: 1 })).toBeVisible();
      if (who === 'a') {
        await shoot(m.page, 'member-group-invited', locale);
        await check(m.page, m.guard, `group invited ${locale}`);
      }
      await m.page.getByRole('button', { name: t.accept }).click();
      await expect(m.page.getByText(t.joined(groupName))).toBeVisible();
      await expect(m.page.getByRole('link', { name: new RegExp(topicTitle) })).toBeVisible();
    }
    await shoot(a.page, 'member-group-joined', locale);
    await check(a.page, a.guard, `group joined ${locale}`);

    // 8. A answers first, with a poll.
    await a.page.getByRole('link', { name: new RegExp(topicTitle) }).click();
    await expect(a.page.getByRole('heading', { name: topicTitle })).toBeVisible();
    await expect(a.page.getByText(t.answerFirst)).toBeVisible();
    await a.page.getByRole('textbox', { name: t.postBody }).fill(t.answerA);
    await a.page.getByRole('button', { name: t.addPoll }).click();
    await a.page.getByLabel(t.pollQuestion).fill(t.question);
    await a.page.getByLabel(t.option(1), { exact: true }).fill(t.choices[0]);
    await a.page.getByLabel(t.option(2), { exact: true }).fill(t.choices[1]);
    await shoot(a.page, 'topic-composer', locale);
    await check(a.page, a.guard, `topic composer ${locale}`);
    await a.page.getByRole('button', { name: t.submit, exact: true }).click();
    const postOfA = a.page.getByRole('article').filter({ hasText: t.answerA });
    await expect(postOfA).toBeVisible();
    await expect(a.page.getByText(t.answerFirst)).toHaveCount(0);
    const topicUrl = new URL(a.page.url()).pathname;

    // 9. B sees only the answer-first notice, not A's post.
    await b.page.getByRole('link', { name: new RegExp(topicTitle) }).click();
    await expect(b.page).toHaveURL(new RegExp(`${topicUrl}$`));
    await expect(b.page.getByText(t.answerFirst)).toBeVisible();
    await expect(b.page.getByText(t.noOwnPosts)).toBeVisible();
    await settle(b.page, b.guard);
    await expect(b.page.getByText(t.answerA)).toHaveCount(0);
    await expect(b.page.getByText(t.question)).toHaveCount(0);
    await shoot(b.page, 'topic-answer-first', locale);
    await check(b.page, b.guard, `topic answer-first ${locale}`);

    // 10. B answers, then sees A's post, votes, and sees the results.
    await b.page.getByRole('textbox', { name: t.postBody }).fill(t.answerB);
    await b.page.getByRole('button', { name: t.submit, exact: true }).click();
    await expect(b.page.getByRole('article').filter({ hasText: t.answerB })).toBeVisible();
    const seenByB = b.page.getByRole('article').filter({ hasText: t.answerA });
    await expect(seenByB).toBeVisible();
    await expect(b.page.getByText(t.answerFirst)).toHaveCount(0);
    await seenByB.getByRole('radio', { name: t.choices[1] }).check();
    await seenByB.getByRole('button', { name: t.vote, exact: true }).click();
    await expect(seenByB.getByText(t.ballots)).toBeVisible();
    await shoot(b.page, 'topic-after-answer', locale);
    await check(b.page, b.guard, `topic after answering ${locale}`);

    // 11. B comments on A's post.
    await seenByB.getByRole('link', { name: t.comments }).click();
    await expect(b.page).toHaveURL(/\/posts\/\d+$/);
    const postUrl = new URL(b.page.url()).pathname;
    await b.page.getByLabel(t.comment).fill(t.commentB);
    await b.page.getByRole('button', { name: t.sendComment, exact: true }).click();
    await expect(b.page.getByText(t.commentB)).toBeVisible();
    await shoot(b.page, 'post-comment', locale);
    await check(b.page, b.guard, `post with comment ${locale}`);

    // 12. The admin, a moderator of every group, deletes B's comment.
    await page.goto(postUrl);
    await expect(page.getByText(t.commentB)).toBeVisible();
    await page.getByRole('button', { name: t.delete, exact: true }).last().click();
    await page.getByRole('dialog').getByRole('button', { name: t.delete, exact: true }).click();
    await expect(page.getByText(t.deletedByModerator)).toBeVisible();
    await expect(page.getByText(t.commentB)).toHaveCount(0);
    await shoot(page, 'post-comment-deleted', locale);
    await check(page, guard, `post comment deleted ${locale}`);
    // B's page shows it deleted too (after a reload at the latest).
    await b.page.reload();
    await expect(b.page.getByText(t.deletedByModerator)).toBeVisible();
    await expect(b.page.getByText(t.commentB)).toHaveCount(0);

    await a.context.close();
    await b.context.close();
    if (axeFindings.length)
      console.log(`axe findings (not fatal):\n${axeFindings.splice(0).join('\n')}`);
  });
}
