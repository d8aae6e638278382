// A post as members and guests read it: the article card with its cover, heading and contents,
// and below a line what the page adds (the reaction bar, or the share and sign-in row).
import type { ComponentProps, ReactNode } from 'react';
import { Card, Divider, Stack } from '@mantine/core';
import type { PostDetail } from '@fanclub/contract/posts';
import { PostContent } from './post-content';
import { PostCover, withoutLeadingCover } from './post-cover';
import { PostHeading } from './post-heading';

type Props = ComponentProps<typeof PostHeading> & {
  post: Pick<PostDetail, 'contents' | 'cover'>;
  footer: ReactNode;
};

export function PostArticle({ post, mine, footer }: Props) {
  return (
    <Card component="article" withBorder p={{ base: 'md', sm: 'xl' }} aria-labelledby="post-title">
      {post.cover && <PostCover cover={post.cover} hero />}
      <Stack gap="md">
        <PostHeading post={post} mine={mine} />
        <Divider />
        <PostContent html={withoutLeadingCover(post.contents, post.cover)} />
        <Divider />
        {footer}
      </Stack>
    </Card>
  );
}
