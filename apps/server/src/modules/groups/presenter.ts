// Group rows as the member's calls answer them (packages/contract/src/groups.ts): no raw row,
// no member's e-mail (only the group's own contact address), file keys turned into URLs.
import type {
  GroupDetail,
  GroupListItem,
  GroupMemberPage,
  GroupMembershipView,
  GroupTopicTree,
} from '@fanclub/contract/groups';
import type { GroupMemberRow, GroupRow } from '../../db/schema/index';
import { pageMeta } from '../../lib/paging';
import type { Storage } from '../../lib/storage';
import { presentAvatar } from '../avatar/presenter';
import { excerptOf } from '../posts/sanitize';
import type { TopicWithFacts } from './access';
import { topicPhase } from './policy';
import type { GroupListRow, memberPosts } from './queries';
import type { loadGroupPage, loadMemberPage } from './service';

const url = (storage: Storage, key: string | null) => (key ? storage.url(key) : null);

function membershipOf(
  row: Pick<GroupMemberRow, 'role' | 'state' | 'pinned' | 'joinedAt'> | null,
): GroupMembershipView | null {
  if (!row) return null;
  return {
    role: row.role,
    state: row.state,
    pinned: row.pinned,
    joinedAt: row.joinedAt?.toISOString() ?? null,
  };
}

export function presentListItem(
  storage: Storage,
  row: GroupListRow,
  memberCount: number,
): GroupListItem {
  const g = row.group;
  return {
    id: g.id,
    name: g.name,
    excerpt: excerptOf(g.description, 160),
    imageUrl: url(storage, g.imageKey),
    visibility: g.visibility,
    mrocEnabled: g.mrocEnabled,
    status: g.status,
    memberCount,
    membership:
      row.role && row.state
        ? membershipOf({
            role: row.role,
            state: row.state,
            pinned: row.pinned ?? false,
            joinedAt: row.joinedAt,
          })
        : null,
  };
}

function topicTree(
  topics: TopicWithFacts[],
  postCounts: Map<number, number>,
  now: Date,
): GroupTopicTree[] {
  const node = ({ topic }: TopicWithFacts) => ({
    id: topic.id,
    title: topic.title,
    phase: topicPhase(topic, now),
    status: topic.status,
    opensAt: topic.opensAt.toISOString(),
    closesAt: topic.closesAt.toISOString(),
    postCount: postCounts.get(topic.id) ?? 0,
  });
  // A sub-topic whose main topic the reader does not see is left out with it.
  return topics
    .filter((t) => t.topic.parentId === null)
    .map((main) => ({
      ...node(main),
      subTopics: topics.filter((t) => t.topic.parentId === main.topic.id).map(node),
    }));
}

export function presentGroupDetail(
  storage: Storage,
  page: Awaited<ReturnType<typeof loadGroupPage>>,
): GroupDetail {
  const g: GroupRow = page.access.group;
  return {
    id: g.id,
    name: g.name,
    descriptionHtml: g.description,
    imageUrl: url(storage, g.imageKey),
    bannerUrl: url(storage, g.bannerKey),
    visibility: g.visibility,
    searchable: g.searchable,
    mrocEnabled: g.mrocEnabled,
    status: g.status,
    contact: { name: g.contactName, email: g.contactEmail, info: g.contactInfo },
    leadModerator: page.lead
      ? {
          id: page.lead.id,
          nickname: page.lead.nickname,
          avatarUrl: presentAvatar(storage, page.lead.avatarPath).url,
        }
      : null,
    memberCount: page.memberCount,
    membership: membershipOf(page.membershipRow),
    flags: page.flags,
    topics: topicTree(page.topics, page.postCounts, page.now),
  };
}

export function presentMembership(row: GroupMemberRow): GroupMembershipView {
  return membershipOf(row)!;
}

export function presentMemberPage(
  storage: Storage,
  page: Awaited<ReturnType<typeof loadMemberPage>>,
  paging: { page: number; limit: number },
): GroupMemberPage {
  const posts: Awaited<ReturnType<typeof memberPosts>> = page.posts;
  return {
    group: { id: page.access.group.id, name: page.access.group.name },
    member: {
      id: page.person.id,
      nickname: page.person.nickname,
      avatarUrl: presentAvatar(storage, page.person.avatarPath).url,
      role: page.membership.role,
      joinedAt: page.membership.joinedAt?.toISOString() ?? null,
    },
    posts: posts.rows.map(({ post, topicTitle }) => ({
      id: post.id,
      topicId: post.topicId,
      topicTitle,
      body: post.body,
      imageUrls: (posts.images.get(post.id) ?? []).map((key) => storage.url(key)),
      likeCount: post.likeCount,
      commentCount: post.commentCount,
      createdAt: post.createdAt.toISOString(),
    })),
    postsMeta: pageMeta(paging.page, paging.limit, posts.total),
  };
}
