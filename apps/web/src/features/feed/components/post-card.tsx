// One post in the feed: its cover picture, title (the link to the post), categories, date,
// excerpt, counts and the member's own reaction.
import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { Phrases } from '@/components/phrases';
import type { FeedItem } from '@fanclub/contract/feed';
import { CategoryBadges } from './category-badges';
import { coverClasses, PostCover } from './post-cover';
import { PostStats } from './post-stats';
import { ReactionSummary } from './reaction-summary';

export function PostCard({ post }: { post: FeedItem }) {
  return (
    <Card component="article" withBorder p={0}>
      <div className={post.cover ? coverClasses.card : undefined}>
        {post.cover && (
          <div className={coverClasses.thumb}>
            <PostCover cover={post.cover} />
          </div>
        )}
        <Stack gap="sm" p={{ base: 'md', sm: 'lg' }} miw={0}>
          <CategoryBadges categories={post.categories} />
          <Title order={3} fz={{ base: 17, sm: 19 }} lh={1.45}>
            <Anchor component={Link} to={`/posts/${post.id}`} c="sea.8" fw={700} inherit>
              <Phrases text={post.title} />
            </Anchor>
          </Title>
          <PostStats
            publishedAt={post.publishedAt}
            viewCount={post.viewCount}
            commentCount={post.commentCount}
          />
          {post.excerpt && (
            <Text fz="sm" lh={1.8} lineClamp={3}>
              {post.excerpt}
            </Text>
          )}
          <ReactionSummary counts={post.reactionCounts} mine={post.myReaction} />
        </Stack>
      </div>
    </Card>
  );
}
