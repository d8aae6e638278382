// Group mail through the engine and the transactional notices: who each kind reaches (invited,
// consent, segments, posted or not, the topic's window), that mail lands in the outbox with the
// group tags filled, the busy and setup errors, and the notices' switches and languages.
import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { groups, mailMessages, sendoutBatches } from '../../db/schema/index';
import { AppError } from '../../errors';
import { buildAdmin, buildMember, useTestApp } from '../../../test/helpers';
import {
  addMember,
  makeComment,
  makeGroup,
  makePost,
  makeSegment,
  makeTopic,
  setTemplate,
} from './group-mail-fixtures';
import { queueGroupMail, sendGroupNotice } from './index';

const ctx = useTestApp();
let adminId: number;

beforeAll(async () => {
  adminId = (await buildAdmin(ctx.db)).id;
});

const mailsTo = (email: string, tag: string) =>
  ctx.db
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.toAddress, email), like(mailMessages.subject, `%${tag}%`)));

const surveyMember = (overrides: Parameters<typeof buildMember>[1] = {}) =>
  buildMember(ctx.db, { surveyConsent: true, ...overrides });

async function drain() {
  await ctx.app.sendouts.tick();
  await ctx.app.sendouts.tick();
}

describe('invitation', () => {
  it('reaches invited members with the survey consent only, tags filled, once each', async () => {
    const group = await makeGroup(ctx.db);
    const tag = `INV${group.id}`;
    await setTemplate(
      ctx.db,
      group.id,
      'invitation',
      'ja',
      `${tag} {{group_name}}へのご招待`,
      '<p>{{nick_name}}様</p><p><a href="{{group_link}}">参加する</a> {{contact_name}}</p>',
    );
    await setTemplate(
      ctx.db,
      group.id,
      'invitation',
      'en',
      `${tag} Join {{group_name}}`,
      '<p>Hi</p>',
    );
    const invited = await surveyMember();
    const invitedEn = await surveyMember({ mainLanguage: 'en' });
    const noConsent = await buildMember(ctx.db, { surveyConsent: false });
    const joined = await surveyMember();
    const outsider = await surveyMember();
    await addMember(ctx.db, group.id, invited.id, 'participant', 'invited');
    await addMember(ctx.db, group.id, invitedEn.id, 'viewer', 'invited');
    await addMember(ctx.db, group.id, noConsent.id, 'participant', 'invited');
    await addMember(ctx.db, group.id, joined.id, 'participant', 'joined');

    const result = await queueGroupMail(ctx.app, {
      kind: 'invitation',
      groupId: group.id,
      actorId: adminId,
    });
    expect(result.recipients).toBe(2);
    await drain();
    const [ja] = await mailsTo(invited.email, tag);
    expect(ja?.subject).toBe(`${tag} 瀬戸内の島旅ラボへのご招待`);
    expect(ja?.textBody).toContain(`${invited.nickname}様`);
    expect(decodeURIComponent(ja?.textBody ?? '')).toContain(`/groups/${group.id}`);
    expect(ja?.textBody).toContain('事務局 島田');
    expect((await mailsTo(invitedEn.email, tag))[0]?.subject).toBe(`${tag} Join 瀬戸内の島旅ラボ`);
    for (const nobody of [noConsent, joined, outsider])
      expect(await mailsTo(nobody.email, tag)).toHaveLength(0);
    const [batch] = await ctx.db
      .select()
      .from(sendoutBatches)
      .where(eq(sendoutBatches.id, result.batch!.id));
    expect(batch).toMatchObject({ source: 'group', sourceId: group.id, consent: 'survey' });
    expect(batch?.status).toBe('completed');
    expect(batch?.sentCount).toBe(2);
  });

  it('with user ids, reaches only those still invited', async () => {
    const group = await makeGroup(ctx.db);
    const tag = `PICK${group.id}`;
    await setTemplate(ctx.db, group.id, 'invitation', 'ja', tag, '<p>x</p>');
    const [a, b, c] = [await surveyMember(), await surveyMember(), await surveyMember()];
    for (const m of [a!, b!]) await addMember(ctx.db, group.id, m.id, 'participant', 'invited');
    await addMember(ctx.db, group.id, c!.id, 'participant', 'joined');
    const result = await queueGroupMail(ctx.app, {
      kind: 'invitation',
      groupId: group.id,
      userIds: [a!.id, c!.id],
      actorId: adminId,
    });
    expect(result.recipients).toBe(1);
    await drain();
    expect(await mailsTo(a!.email, tag)).toHaveLength(1);
    expect(await mailsTo(b!.email, tag)).toHaveLength(0);
    expect(await mailsTo(c!.email, tag)).toHaveLength(0);
  });

  it('refuses without a Japanese template, for a draft group, and while another batch runs', async () => {
    const group = await makeGroup(ctx.db);
    const m = await surveyMember();
    await addMember(ctx.db, group.id, m.id, 'participant', 'invited');
    await setTemplate(ctx.db, group.id, 'invitation', 'en', 'only English', '<p>x</p>');
    const send = () =>
      queueGroupMail(ctx.app, { kind: 'invitation', groupId: group.id, actorId: adminId });
    await expect(send()).rejects.toMatchObject({ errorCode: 'SENDOUT_SETUP', status: 422 });
    await expect(send()).rejects.toMatchObject({ messageKey: 'group_mail.no_template' });
    await setTemplate(ctx.db, group.id, 'invitation', 'ja', 'BUSY', '<p>x</p>');

    const draft = await makeGroup(ctx.db, { status: 'draft' });
    await setTemplate(ctx.db, draft.id, 'invitation', 'ja', 'draft', '<p>x</p>');
    await expect(
      queueGroupMail(ctx.app, { kind: 'invitation', groupId: draft.id, actorId: adminId }),
    ).rejects.toMatchObject({ messageKey: 'group_mail.group_draft' });

    // A running batch (any source) makes a send-now answer BATCH_BUSY.
    const [running] = await ctx.db
      .insert(sendoutBatches)
      .values({
        source: 'post',
        sourceId: 1,
        consent: 'newsletter',
        audience: { type: 'all' },
        mail: {},
        status: 'in_progress',
        startedAt: new Date(),
      })
      .returning();
    try {
      const error = await send().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ errorCode: 'BATCH_BUSY', status: 409 });
    } finally {
      await ctx.db.delete(sendoutBatches).where(eq(sendoutBatches.id, running!.id));
    }
    expect((await send()).recipients).toBe(1);
    await drain();
  });
});

describe('answer reminder', () => {
  it('reaches joined participants who see the topic and have not posted, while it is open', async () => {
    const group = await makeGroup(ctx.db);
    const tag = `REM${group.id}`;
    await setTemplate(
      ctx.db,
      group.id,
      'answer_reminder',
      'ja',
      `${tag} {{topic_title}}`,
      '<p>締切 {{topic_close}} <a href="{{topic_link}}">回答する</a></p>',
    );
    const posted = await surveyMember();
    const silent = await surveyMember();
    const viewer = await surveyMember();
    const outOfSegment = await surveyMember();
    const excluded = await surveyMember();
    const blocked = await surveyMember({ isBlocked: true });
    const moderator = await surveyMember();
    const members = [posted, silent, outOfSegment, excluded, blocked];
    for (const m of members) await addMember(ctx.db, group.id, m.id);
    await addMember(ctx.db, group.id, viewer.id, 'viewer');
    await addMember(ctx.db, group.id, moderator.id, 'moderator');
    const include = await makeSegment(ctx.db, [
      posted.id,
      silent.id,
      excluded.id,
      blocked.id,
      viewer.id,
    ]);
    const exclude = await makeSegment(ctx.db, [excluded.id]);
    const topic = await makeTopic(ctx.db, group.id, {}, [
      { segmentId: include.id, operator: 'include' },
      { segmentId: exclude.id, operator: 'exclude' },
    ]);
    await makePost(ctx.db, group.id, topic.id, posted.id);

    const result = await queueGroupMail(ctx.app, {
      kind: 'answer_reminder',
      groupId: group.id,
      topicId: topic.id,
      actorId: adminId,
    });
    expect(result.recipients).toBe(1);
    await drain();
    const [mail] = await mailsTo(silent.email, tag);
    expect(mail?.subject).toBe(`${tag} 夏の島でしたいこと`);
    expect(decodeURIComponent(mail?.textBody ?? '')).toContain(
      `/groups/${group.id}/topics/${topic.id}`,
    );
    expect(mail?.textBody).toContain('（日本時間）');
    for (const other of [posted, viewer, outOfSegment, excluded, blocked, moderator])
      expect(await mailsTo(other.email, tag)).toHaveLength(0);
  });

  it('refuses a topic that is not open', async () => {
    const group = await makeGroup(ctx.db);
    await setTemplate(ctx.db, group.id, 'answer_reminder', 'ja', 'x', '<p>x</p>');
    const closed = await makeTopic(ctx.db, group.id, {
      opensAt: new Date(Date.now() - 7200_000),
      closesAt: new Date(Date.now() - 3600_000),
    });
    await expect(
      queueGroupMail(ctx.app, {
        kind: 'answer_reminder',
        groupId: group.id,
        topicId: closed.id,
        actorId: adminId,
      }),
    ).rejects.toMatchObject({ messageKey: 'group_mail.topic_not_open' });
  });
});

describe('notices', () => {
  it('registration complete: built-in text in ja or en, the group template when written, off by its switch', async () => {
    const group = await makeGroup(ctx.db);
    const ja = await buildMember(ctx.db);
    const en = await buildMember(ctx.db, { mainLanguage: 'en' });
    const ko = await buildMember(ctx.db, { mainLanguage: 'ko' });
    await sendGroupNotice(ctx.app, {
      kind: 'registration_complete',
      groupId: group.id,
      userId: ja.id,
    });
    await sendGroupNotice(ctx.app, {
      kind: 'registration_complete',
      groupId: group.id,
      userId: en.id,
    });
    expect((await mailsTo(ja.email, '参加が完了'))[0]?.textBody).toContain(`/groups/${group.id}`);
    expect(await mailsTo(en.email, 'You have joined')).toHaveLength(1);

    await setTemplate(
      ctx.db,
      group.id,
      'registration_complete',
      'ja',
      'OWN {{group_name}}',
      '<p>{{nick_name}}</p>',
    );
    await setTemplate(
      ctx.db,
      group.id,
      'registration_complete',
      'ko',
      'KO {{group_name}}',
      '<p>{{nick_name}}</p>',
    );
    await sendGroupNotice(ctx.app, {
      kind: 'registration_complete',
      groupId: group.id,
      userId: ko.id,
    });
    await sendGroupNotice(ctx.app, {
      kind: 'registration_complete',
      groupId: group.id,
      userId: en.id,
    });
    expect(await mailsTo(ko.email, `KO ${group.name}`)).toHaveLength(1);
    expect(await mailsTo(en.email, `OWN ${group.name}`)).toHaveLength(1); // no English: Japanese

    const off = await makeGroup(ctx.db, { mailRegistrationComplete: false });
    const quiet = await buildMember(ctx.db);
    await sendGroupNotice(ctx.app, {
      kind: 'registration_complete',
      groupId: off.id,
      userId: quiet.id,
    });
    expect(await mailsTo(quiet.email, '')).toHaveLength(0);
  });

  it("comment notice: to the post's author, not for their own comment, off by its switch", async () => {
    const group = await makeGroup(ctx.db);
    const author = await buildMember(ctx.db);
    const commenter = await buildMember(ctx.db);
    const topic = await makeTopic(ctx.db, group.id);
    const post = await makePost(ctx.db, group.id, topic.id, author.id);
    const own = await makeComment(ctx.db, post.id, author.id);
    const other = await makeComment(ctx.db, post.id, commenter.id);
    const notice = (commentId: number, groupId = group.id) =>
      sendGroupNotice(ctx.app, {
        kind: 'comment_notice',
        groupId,
        topicId: topic.id,
        postId: post.id,
        commentId,
      });
    await notice(own.id);
    expect(await mailsTo(author.email, '')).toHaveLength(0);
    await notice(other.id);
    const [mail] = await mailsTo(author.email, 'コメント');
    expect(decodeURIComponent(mail?.textBody ?? '')).toContain(
      `/groups/${group.id}/topics/${topic.id}`,
    );
    expect(mail?.textBody).toContain('夏の島でしたいこと');
    expect(await mailsTo(commenter.email, '')).toHaveLength(0);

    await ctx.db.update(groups).set({ mailCommentNotice: false }).where(eq(groups.id, group.id));
    await notice(other.id);
    expect(await mailsTo(author.email, 'コメント')).toHaveLength(1);
  });
});
