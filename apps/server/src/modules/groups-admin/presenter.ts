// Management answers: a group for the list and the editor, a membership, a member found by
// conditions, a topic. Emails go to admins only; no raw row leaves the server.
import type {
  AdminGroupDetail,
  AdminGroupItem,
  AdminTopicItem,
} from '@fanclub/contract/groups-admin';
import type { ConditionMember, GroupMemberItem } from '@fanclub/contract/group-members-admin';
import type { GroupMemberState, GroupRole, SegmentOperator } from '@fanclub/contract/group-codes';
import type { GroupMemberRow, GroupTopicRow, UserRow } from '../../db/schema/index';
import type { Storage } from '../../lib/storage';
import { topicPhase, type GroupReader } from '../groups/policy';
import type { GroupListRow } from './queries';

const urlOf = (storage: Storage, key: string | null) => (key ? storage.url(key) : null);

export function presentGroupItem(row: GroupListRow, storage: Storage): AdminGroupItem {
  const g = row.group;
  return {
    id: g.id,
    name: g.name,
    status: g.status,
    visibility: g.visibility,
    searchable: g.searchable,
    mrocEnabled: g.mrocEnabled,
    imageUrl: urlOf(storage, g.imageKey),
    joinedCount: row.joinedCount,
    invitedCount: row.invitedCount,
    topicCount: row.topicCount,
    moderator:
      g.moderatorId && row.moderatorNickname
        ? { id: g.moderatorId, nickname: row.moderatorNickname }
        : null,
    createdAt: g.createdAt.toISOString(),
    updatedAt: g.updatedAt.toISOString(),
  };
}

export function presentGroupDetail(
  row: GroupListRow,
  storage: Storage,
  reader: GroupReader,
): AdminGroupDetail {
  const g = row.group;
  return {
    ...presentGroupItem(row, storage),
    description: g.description,
    bannerUrl: urlOf(storage, g.bannerKey),
    contactName: g.contactName,
    contactEmail: g.contactEmail,
    contactInfo: g.contactInfo,
    canDelete: reader.isAdmin,
    canEdit: reader.isAdmin || !reader.isBlocked,
  };
}

export function presentMember(
  row: { member: GroupMemberRow; user: UserRow },
  leadModeratorId: number | null,
  withEmail: boolean,
): GroupMemberItem {
  return {
    userId: row.user.id,
    nickname: row.user.nickname,
    email: withEmail ? row.user.email : null,
    role: row.member.role,
    state: row.member.state,
    isBlocked: row.user.isBlocked,
    isLeadModerator: leadModeratorId === row.user.id,
    invitedAt: row.member.invitedAt?.toISOString() ?? null,
    joinedAt: row.member.joinedAt?.toISOString() ?? null,
  };
}

export function presentConditionMember(
  row: { user: UserRow; state: GroupMemberState | null; role: GroupRole | null },
  withEmail: boolean,
  now = new Date(),
): ConditionMember {
  return {
    id: row.user.id,
    nickname: row.user.nickname,
    email: withEmail ? row.user.email : null,
    age: now.getFullYear() - row.user.yearOfBirth,
    gender: row.user.gender,
    mainLanguage: row.user.mainLanguage,
    prefecture: row.user.prefecture,
    countryOfResidence: row.user.countryOfResidence,
    registeredAt: row.user.createdAt.toISOString(),
    memberState: row.state ?? 'none',
    role: row.role,
  };
}

export function presentTopic(
  row: {
    topic: GroupTopicRow;
    postCount: number;
    segments: { segmentId: number; operator: SegmentOperator; name: string }[];
  },
  now = new Date(),
): AdminTopicItem {
  const t = row.topic;
  return {
    id: t.id,
    parentId: t.parentId,
    title: t.title,
    body: t.body,
    opensAt: t.opensAt.toISOString(),
    closesAt: t.closesAt.toISOString(),
    status: t.status,
    phase: topicPhase(t, now),
    position: t.position,
    segments: row.segments,
    postCount: row.postCount,
  };
}
