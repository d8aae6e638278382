// The group mail calls: who may use them (guest, member, blocked member, invited moderator,
// moderator of this and of another group, admin), the templates (save, replace, validation,
// tags, sanitising), the switches, test sends to the sender, send-now with its localised
// success count and errors, the history, and the topic-opening job (once, even run twice).
import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { groups, groupTopics, mailMessages } from '../../db/schema/index';
import { buildMember, Client, json, useTestApp, type ErrorBody } from '../../../test/helpers';
import { useAdmins } from '../../../test/clients';
import { addMember, makeGroup, makePost, makeTopic, setTemplate } from './group-mail-fixtures';
import { startDueBatch } from '../sendouts/lifecycle';
import { mailOpenedTopics } from './opening';

const ctx = useTestApp();
const admins = useAdmins(ctx);

type Settings = {
  groupId: number;
  templates: { kind: string; mail: Record<string, { subject: string; body: string }> }[];
  registrationComplete: boolean;
  commentNotice: boolean;
  defaults: Record<string, Record<string, { subject: string }>>;
};

let group: typeof groups.$inferSelect;
let moderator: Client;
let moderatorEmail: string;

const mailsTo = (email: string, tag: string) =>
  ctx.db
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.toAddress, email), like(mailMessages.subject, `%${tag}%`)));

const put = (client: Client, groupId: number, kind: string, mail: object) =>
  client.request({
    method: 'PUT',
    url: `/api/admin/groups/${groupId}/mail-templates/${kind}`,
    payload: { mail },
  });

beforeAll(async () => {
  group = await makeGroup(ctx.db, { searchable: false });
  const m = await buildMember(ctx.db);
  moderatorEmail = m.email;
  await addMember(ctx.db, group.id, m.id, 'moderator');
  moderator = await new Client(ctx.app, 'ja').login(m.email);
});

describe('who may use the group mail calls', () => {
  const calls = (groupId: number) => [
    { method: 'GET' as const, url: `/api/admin/groups/${groupId}/mail-templates` },
    {
      method: 'PUT' as const,
      url: `/api/admin/groups/${groupId}/mail-templates/invitation`,
      payload: { mail: { ja: { subject: 'x', body: '<p>x</p>' } } },
    },
    {
      method: 'POST' as const,
      url: `/api/admin/groups/${groupId}/mail-templates/invitation/test`,
      payload: { language: 'ja' },
    },
    {
      method: 'PATCH' as const,
      url: `/api/admin/groups/${groupId}/mail-settings`,
      payload: { commentNotice: true },
    },
    { method: 'POST' as const, url: `/api/admin/groups/${groupId}/mail/invitation`, payload: {} },
    { method: 'GET' as const, url: `/api/admin/groups/${groupId}/sending-history` },
    {
      method: 'POST' as const,
      url: `/api/admin/groups/${groupId}/mail-preview`,
      payload: { source: 'group', subject: 's', body: 'b' },
    },
  ];

  it('a guest gets 401 on every call', async () => {
    const guest = await new Client(ctx.app).csrf();
    for (const call of calls(group.id))
      expect((await guest.request(call)).statusCode, call.url).toBe(401);
  });

  it('members, blocked members and invited moderators get 403; other groups’ moderators 404', async () => {
    const member = await buildMember(ctx.db);
    const blocked = await buildMember(ctx.db, { isBlocked: true });
    const invitedModerator = await buildMember(ctx.db);
    const otherModerator = await buildMember(ctx.db);
    await addMember(ctx.db, group.id, member.id);
    await addMember(ctx.db, group.id, blocked.id);
    await addMember(ctx.db, group.id, invitedModerator.id, 'moderator', 'invited');
    const other = await makeGroup(ctx.db);
    await addMember(ctx.db, other.id, otherModerator.id, 'moderator');
    const expectations: [typeof member, number][] = [
      [member, 403],
      [blocked, 403],
      [invitedModerator, 403],
      [otherModerator, 404],
    ];
    for (const [who, status] of expectations) {
      const client = await new Client(ctx.app).login(who.email);
      for (const call of calls(group.id))
        expect((await client.request(call)).statusCode, `${who.email} ${call.url}`).toBe(status);
    }
    const res = await (
      await new Client(ctx.app).login(member.email)
    ).get(`/api/admin/groups/${group.id}/mail-templates`);
    expect(json<ErrorBody>(res).error_code).toBe('PERMISSION_DENIED');
    // An unknown group is 404 for the admin too.
    expect((await admins.en.get('/api/admin/groups/999999/mail-templates')).statusCode).toBe(404);
  });

  it('the group’s moderator and an admin see the mail as members receive it', async () => {
    for (const client of [moderator, admins.en]) {
      const res = await client.post(`/api/admin/groups/${group.id}/mail-preview`, {
        source: 'group',
        language: 'ja',
        subject: '{{group_name}}',
        body: '一行目\n\n{{group_link}}',
        examples: { group_name: '島の会', group_link: 'https://fan.example.jp/groups/5' },
      });
      expect(res.statusCode, res.body).toBe(200);
      const { data } = json<{ data: { subject: string; html: string } }>(res);
      expect(data.subject).toBe('島の会');
      expect(data.html).toMatch(/<p[^>]*>一行目<\/p>/);
      expect(data.html).toContain('href="https://fan.example.jp/groups/5"');
    }
  });

  it('the group’s moderator and an admin may read the templates', async () => {
    for (const client of [moderator, admins.en]) {
      const res = await client.get(`/api/admin/groups/${group.id}/mail-templates`);
      expect(res.statusCode, res.body).toBe(200);
      const data = json<{ data: Settings }>(res).data;
      expect(data.templates.map((t) => t.kind)).toEqual([
        'invitation',
        'registration_complete',
        'answer_reminder',
        'topic_opening',
        'comment_notice',
      ]);
      expect(data.defaults.registration_complete?.en?.subject).toContain('{{group_name}}');
    }
  });
});

describe('templates', () => {
  it('saves every written language, sanitised, and replaces the set on the next save', async () => {
    const g = await makeGroup(ctx.db);
    const res = await put(admins.en, g.id, 'topic_opening', {
      ja: {
        subject: '{{topic_title}}が始まりました',
        body: '<p onclick="x()">{{nick_name}}様</p><script>alert(1)</script><p><a href="{{topic_link}}">開く</a></p>',
      },
      en: { subject: '{{topic_title}} is open', body: '<p>Hi {{nick_name}}</p>' },
      th: { subject: 'TH', body: '<p>th</p>' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = json<{ data: Settings }>(res).data.templates.find(
      (t) => t.kind === 'topic_opening',
    )!;
    expect(Object.keys(saved.mail).sort()).toEqual(['en', 'ja', 'th']);
    expect(saved.mail.ja?.body).not.toContain('script');
    expect(saved.mail.ja?.body).not.toContain('onclick');
    expect(saved.mail.ja?.body).toContain('href="{{topic_link}}"');
    const again = await put(admins.en, g.id, 'topic_opening', {
      ja: { subject: 'only ja', body: '<p>x</p>' },
    });
    const replaced = json<{ data: Settings }>(again).data.templates.find(
      (t) => t.kind === 'topic_opening',
    )!;
    expect(Object.keys(replaced.mail)).toEqual(['ja']);
  });

  it('refuses unknown tags, blank parts and a set without Japanese, with localised messages', async () => {
    const g = await makeGroup(ctx.db);
    const bad = await put(admins.en, g.id, 'invitation', {
      ja: { subject: '{{survey_link}}', body: '<p>{{offer_link}} {{group_name}}</p>' },
      en: { subject: '', body: '<p>x</p>' },
    });
    expect(bad.statusCode).toBe(422);
    const errors = json<ErrorBody>(bad).errors ?? {};
    expect(Object.keys(errors).sort()).toEqual([
      'mail.en.subject',
      'mail.ja.body',
      'mail.ja.subject',
    ]);
    expect(errors['mail.ja.body']?.[0]).toContain('{{offer_link}}');
    expect(errors['mail.ja.body']?.[0]).not.toContain('{{group_name}}');
    const noJa = await moderator.request({
      method: 'PUT',
      url: `/api/admin/groups/${group.id}/mail-templates/invitation`,
      payload: { mail: { en: { subject: 'Hi', body: '<p>x</p>' } } },
    });
    expect(noJa.statusCode).toBe(422);
    expect(Object.values(json<ErrorBody>(noJa).errors ?? {})[0]?.[0]).toMatch(/[ぁ-んァ-ン一-龥]/);
    const badKind = await put(admins.en, g.id, 'newsletter', { ja: { subject: 'x', body: 'x' } });
    expect(badKind.statusCode).toBe(422);
  });

  it('turns the notice switches off and on', async () => {
    const g = await makeGroup(ctx.db);
    const off = await admins.en.request({
      method: 'PATCH',
      url: `/api/admin/groups/${g.id}/mail-settings`,
      payload: { registrationComplete: false },
    });
    expect(json<{ data: Settings }>(off).data).toMatchObject({
      registrationComplete: false,
      commentNotice: true,
    });
    const [row] = await ctx.db.select().from(groups).where(eq(groups.id, g.id));
    expect(row?.mailRegistrationComplete).toBe(false);
    const empty = await admins.en.request({
      method: 'PATCH',
      url: `/api/admin/groups/${g.id}/mail-settings`,
      payload: {},
    });
    expect(empty.statusCode).toBe(422);
  });

  it('test-sends the saved mail to the sender with [TEST], and a notice’s built-in text', async () => {
    const g = await makeGroup(ctx.db);
    const tag = `TST${g.id}`;
    await put(admins.en, g.id, 'invitation', {
      ja: { subject: `${tag} {{group_name}} {{nick_name}}`, body: '<p>{{contact_email}}</p>' },
    });
    const res = await admins.en.post(`/api/admin/groups/${g.id}/mail-templates/invitation/test`, {
      language: 'en',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = await mailsTo(admins.email, tag);
    expect(mail?.subject).toMatch(new RegExp(`^\\[TEST\\] ${tag} ${g.name} `));
    expect(mail?.textBody).toContain('lab@example.jp');
    const notice = await admins.en.post(
      `/api/admin/groups/${g.id}/mail-templates/comment_notice/test`,
      { language: 'en' },
    );
    expect(notice.statusCode, notice.body).toBe(200);
    expect(
      await mailsTo(admins.email, '[TEST] [Setouchi Fan Club] Someone commented'),
    ).toHaveLength(1);
    const missing = await admins.en.post(
      `/api/admin/groups/${g.id}/mail-templates/answer_reminder/test`,
      {
        language: 'ja',
      },
    );
    expect(missing.statusCode).toBe(422);
    expect(json<ErrorBody>(missing).message).toContain('Japanese mail');
  });
});

describe('sending now', () => {
  it('the moderator sends the invitation: the count of members and the batch in the history', async () => {
    const tag = `SEND${group.id}`;
    await setTemplate(ctx.db, group.id, 'invitation', 'ja', `${tag} {{group_name}}`, '<p>x</p>');
    const invited = await buildMember(ctx.db, { surveyConsent: true });
    await addMember(ctx.db, group.id, invited.id, 'participant', 'invited');
    const res = await moderator.post(`/api/admin/groups/${group.id}/mail/invitation`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(json<{ data: { recipients: number } }>(res).data.recipients).toBe(1);
    await ctx.app.sendouts.tick();
    expect(await mailsTo(invited.email, tag)).toHaveLength(1);
    const history = await moderator.get(`/api/admin/groups/${group.id}/sending-history`);
    const rows = json<{ data: { source: string; sourceTitle: string; sent: number }[] }>(
      history,
    ).data;
    expect(rows[0]).toMatchObject({ source: 'group', sourceTitle: group.name, sent: 1 });
    expect(moderatorEmail).not.toBe(invited.email);
  });

  it('the answer reminder needs an open topic; errors are localised', async () => {
    const res = await admins.en.post(`/api/admin/groups/${group.id}/mail/answer_reminder`, {});
    expect(res.statusCode).toBe(422);
    expect(Object.keys(json<ErrorBody>(res).errors ?? {})).toEqual(['topicId']);
    const topic = await makeTopic(ctx.db, group.id);
    const noTemplate = await moderator.post(`/api/admin/groups/${group.id}/mail/answer_reminder`, {
      topicId: topic.id,
    });
    expect(noTemplate.statusCode).toBe(422);
    expect(json<ErrorBody>(noTemplate).error_code).toBe('SENDOUT_SETUP');
    expect(json<ErrorBody>(noTemplate).message).toContain('日本語');
    const tag = `ANS${topic.id}`;
    await setTemplate(ctx.db, group.id, 'answer_reminder', 'ja', `${tag}`, '<p>x</p>');
    const silent = await buildMember(ctx.db, { surveyConsent: true });
    const posted = await buildMember(ctx.db, { surveyConsent: true });
    await addMember(ctx.db, group.id, silent.id);
    await addMember(ctx.db, group.id, posted.id);
    await makePost(ctx.db, group.id, topic.id, posted.id);
    const sent = await admins.en.post(`/api/admin/groups/${group.id}/mail/answer_reminder`, {
      topicId: topic.id,
    });
    expect(json<{ data: { recipients: number } }>(sent).data.recipients).toBe(1);
    await ctx.app.sendouts.tick();
    expect(await mailsTo(silent.email, tag)).toHaveLength(1);
    expect(await mailsTo(posted.email, tag)).toHaveLength(0);
    const otherGroup = await makeGroup(ctx.db);
    const foreignTopic = await makeTopic(ctx.db, otherGroup.id);
    const foreign = await admins.en.post(`/api/admin/groups/${group.id}/mail/answer_reminder`, {
      topicId: foreignTopic.id,
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('answer reminders and MROC', () => {
  it('lists the open topics to remind about, and refuses reminders in a group without MROC', async () => {
    const g = await makeGroup(ctx.db, { mrocEnabled: false });
    await setTemplate(ctx.db, g.id, 'answer_reminder', 'ja', 'x', '<p>x</p>');
    const open = await makeTopic(ctx.db, g.id, { title: '開いている' });
    await makeTopic(ctx.db, g.id, {
      title: 'これから',
      opensAt: new Date(Date.now() + 3600_000),
      closesAt: new Date(Date.now() + 7200_000),
    });
    await makeTopic(ctx.db, g.id, { title: '下書き', status: 'draft' });
    const settings = json<{ data: Settings & { openTopics: { id: number }[] } }>(
      await admins.en.get(`/api/admin/groups/${g.id}/mail-templates`),
    ).data;
    expect(settings).toMatchObject({ mrocEnabled: false, published: true });
    expect(settings.openTopics.map((t) => t.id)).toEqual([open.id]);
    const res = await admins.en.post(`/api/admin/groups/${g.id}/mail/answer_reminder`, {
      topicId: open.id,
    });
    expect(res.statusCode).toBe(422);
    expect(json<ErrorBody>(res).message).toContain('MROC');
  });
});

describe('topic opening', () => {
  it('mails joined members who see the topic once at its opening, even when the job runs twice', async () => {
    const g = await makeGroup(ctx.db);
    const tag = `OPEN${g.id}`;
    await setTemplate(ctx.db, g.id, 'topic_opening', 'ja', `${tag} {{topic_title}}`, '<p>x</p>');
    const joined = await buildMember(ctx.db, { surveyConsent: true });
    const invited = await buildMember(ctx.db, { surveyConsent: true });
    await addMember(ctx.db, g.id, joined.id);
    await addMember(ctx.db, g.id, invited.id, 'participant', 'invited');
    const opensAt = new Date(Date.now() + 3600_000);
    const topic = await makeTopic(ctx.db, g.id, {
      opensAt,
      closesAt: new Date(opensAt.getTime() + 86400_000),
    });
    const draft = await makeTopic(ctx.db, g.id, {
      opensAt,
      closesAt: new Date(opensAt.getTime() + 86400_000),
      status: 'draft',
    });
    const before = new Date(opensAt.getTime() - 1000);
    expect(await mailOpenedTopics(ctx.app, before)).toBe(0);
    const [first, second] = await Promise.all([
      mailOpenedTopics(ctx.app, opensAt),
      mailOpenedTopics(ctx.app, opensAt),
    ]);
    expect((first ?? 0) + (second ?? 0)).toBe(1);
    expect(await mailOpenedTopics(ctx.app, new Date(opensAt.getTime() + 60_000))).toBe(0);
    // The batch is due at the opening (an hour from the real clock): start it on that clock.
    await startDueBatch(ctx.db, opensAt);
    await ctx.app.sendouts.tick();
    expect(await mailsTo(joined.email, tag)).toHaveLength(1);
    expect(await mailsTo(invited.email, tag)).toHaveLength(0);
    const [row] = await ctx.db.select().from(groupTopics).where(eq(groupTopics.id, topic.id));
    expect(row?.openingMailedAt?.getTime()).toBe(opensAt.getTime());
    const [unpublished] = await ctx.db
      .select()
      .from(groupTopics)
      .where(eq(groupTopics.id, draft.id));
    expect(unpublished?.openingMailedAt).toBeNull();
  });

  it('a group without an opening mail opens its topics without mail, once', async () => {
    const g = await makeGroup(ctx.db);
    const joined = await buildMember(ctx.db, { surveyConsent: true });
    await addMember(ctx.db, g.id, joined.id);
    const topic = await makeTopic(ctx.db, g.id);
    expect(await mailOpenedTopics(ctx.app)).toBe(0);
    const [row] = await ctx.db.select().from(groupTopics).where(eq(groupTopics.id, topic.id));
    expect(row?.openingMailedAt).not.toBeNull();
  });
});
