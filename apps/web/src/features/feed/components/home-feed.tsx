// /home below its first screen: the feed and, beside it (below it on a phone), the club
// introduction, with an admin's shortcuts on top of that column on a wide screen. Its own
// chunk, loaded once the first screen has painted (routes/home.tsx).
import '@mantine/core/styles/Grid.layer.css';
import { Box, Grid, Stack } from '@mantine/core';
import { AdminShortcuts } from './admin-shortcuts';
import { ClubIntro } from './club-intro';
import { PostFeed } from './post-feed';

export function HomeFeed({ isAdmin }: { isAdmin: boolean }) {
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <PostFeed />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="lg">
          {isAdmin && (
            <Box visibleFrom="md">
              <AdminShortcuts />
            </Box>
          )}
          <ClubIntro />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
