// The lead moderator is the group's chosen lead wherever a group is shown (the settings an admin
// or moderator reads, the members list, the member's group page), never the first member who
// joined; saving the settings with the lead keeps the lead.
import { describe, expect, it } from 'vitest';
import { buildAdmin, buildMember, Client, json, useTestApp } from '../../../test/helpers';
import { addMember, groupFields, makeGroup, multipart } from './groups-admin-fixtures';

const ctx = useTestApp();

type Person = { id: number; nickname: string };
type Member = { userId: number; isLeadModerator: boolean };

describe('the lead moderator', () => {
  it('is the chosen lead, not the first joined member, for admins, moderators and members', async () => {
    const [first, helper, lead] = [
      await buildMember(ctx.db, { nickname: 'はじめに参加' }),
      await buildMember(ctx.db, { nickname: '副モデレーター' }),
      await buildMember(ctx.db, { nickname: '本当のリーダー' }),
    ];
    const group = await makeGroup(ctx.db, { status: 'published', visibility: 'public' });
    await addMember(ctx.db, group.id, first.id, 'participant', 'joined');
    await addMember(ctx.db, group.id, helper.id, 'moderator', 'joined');
    await addMember(ctx.db, group.id, lead.id, 'moderator', 'joined');
    const admin = await new Client(ctx.app, 'en').login((await buildAdmin(ctx.db)).email);
    const saved = await admin.request({
      method: 'POST',
      url: `/api/admin/groups/${group.id}`,
      ...multipart(groupFields({ moderatorId: String(lead.id) })),
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const expected = { id: lead.id, nickname: lead.nickname };
    const asHelper = await new Client(ctx.app, 'ja').login(helper.email);
    for (const reader of [admin, asHelper]) {
      const detail = json<{ data: { moderator: Person | null } }>(
        await reader.get(`/api/admin/groups/${group.id}`),
      ).data;
      expect(detail.moderator).toEqual(expected);
      const members = json<{ data: Member[] }>(
        await reader.get(`/api/admin/groups/${group.id}/members?state=joined&limit=100`),
      ).data;
      expect(members.filter((m) => m.isLeadModerator).map((m) => m.userId)).toEqual([lead.id]);
    }
    const asFirst = await new Client(ctx.app, 'ja').login(first.email);
    const page = json<{ data: { leadModerator: Person | null } }>(
      await asFirst.get(`/api/groups/${group.id}`),
    ).data;
    expect(page.leadModerator).toMatchObject(expected);

    // Saving the settings again as the helper moderator keeps the lead.
    const again = await asHelper.request({
      method: 'POST',
      url: `/api/admin/groups/${group.id}`,
      ...multipart(groupFields({ name: '瀬戸内の島旅ラボ', moderatorId: String(lead.id) })),
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(json<{ data: { moderator: Person } }>(again).data.moderator).toEqual(expected);
  });
});
