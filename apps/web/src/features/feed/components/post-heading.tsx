// A post's heading as members and guests read it: categories, the title (the page's h1, named
// by the article), publication date with counts, and the reactions so far.
import { Phrases } from '@/components/phrases';
import { Title } from '@mantine/core';
import type { ReactionType } from '@fanclub/contract/codes';
import type { PostDetail } from '@fanclub/contract/posts';
import { CategoryBadges } from './category-badges';
import { PostStats } from './post-stats';
import { ReactionSummary } from './reaction-summary';

type PostHeadingProps = {
  post: Pick<
    PostDetail,
    'categories' | 'title' | 'publishedAt' | 'viewCount' | 'commentCount' | 'reactionCounts'
  >;
  mine?: ReactionType | null | undefined;
};

export function PostHeading({ post, mine }: PostHeadingProps) {
  return (
    <>
      <CategoryBadges categories={post.categories} />
      <Title order={1} id="post-title" fz={{ base: 22, sm: 28 }} lh={1.4} c="sea.9">
        <Phrases text={post.title} />
      </Title>
      <PostStats
        publishedAt={post.publishedAt}
        viewCount={post.viewCount}
        commentCount={post.commentCount}
      />
      <ReactionSummary counts={post.reactionCounts} mine={mine} />
    </>
  );
}
