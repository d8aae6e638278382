// /groups/{groupId}: the banner, name and badges, my membership and its actions (join or accept,
// pin, leave or decline, manage), the description, the contact and lead moderator, and the
// topics I see as a tree with their phase and Japan-time window. Unseen or unknown → not found.
import '@mantine/core/styles/Image.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Avatar.layer.css';
import '@mantine/core/styles/Grid.layer.css';
import {
  Alert,
  Anchor,
  Avatar,
  Grid,
  Group,
  Image,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconInfoCircle, IconLock, IconMail, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { NotFoundView } from '@/components/error-views';
import { PageLoader } from '@/components/page-loader';
import { QueryError } from '@/components/query-error';
import { isApiError } from '@/lib/api-client';
import { usePageTitle } from '@/lib/page-title';
import { useGroup } from '../api/groups';
import { GroupBadges } from '../components/group-badges';
import { GroupImagePlaceholder } from '../components/group-image-placeholder';
import { MembershipActions } from '../components/membership-actions';
import { TopicTree } from '../components/topic-tree';
import classes from './group-page.module.css';

export function GroupPageRoute() {
  const { t } = useTranslation('groups');
  const { groupId } = useParams();
  const id = Number(groupId);
  const query = useGroup(id);
  usePageTitle(query.data?.name);

  if (!Number.isInteger(id) || id <= 0 || isApiError(query.error, 'NOT_FOUND'))
    return <NotFoundView />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <PageLoader />;
  const g = query.data;
  const invited = g.membership?.state === 'invited';

  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/groups" fz="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          {t('page.back')}
        </Group>
      </Anchor>
      <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
        {g.bannerUrl ? (
          <Image
            src={g.bannerUrl}
            alt={t('page.bannerAlt', { name: g.name })}
            h={{ base: 120, sm: 220 }}
            fit="cover"
          />
        ) : (
          <GroupImagePlaceholder h={120} />
        )}
        <Stack gap="sm" p={{ base: 'md', sm: 'xl' }}>
          <Group gap="md" wrap="nowrap" align="flex-start">
            {g.imageUrl && (
              <Image
                src={g.imageUrl}
                alt=""
                w={72}
                h={72}
                radius="md"
                fit="cover"
                visibleFrom="xs"
              />
            )}
            <Stack gap={6} style={{ minWidth: 0 }}>
              <Title order={1} fz={{ base: 22, sm: 28 }} style={{ overflowWrap: 'anywhere' }}>
                {g.name}
              </Title>
              <GroupBadges {...g} />
              <Group gap="md" c="dimmed">
                <Group gap={4}>
                  <IconUsers size={16} aria-hidden />
                  <Text fz="sm">{t('page.members', { count: g.memberCount })}</Text>
                </Group>
                {g.membership?.state === 'joined' && (
                  <Text fz="sm">{t('page.myRole', { role: t(`role.${g.membership.role}`) })}</Text>
                )}
              </Group>
            </Stack>
          </Group>
          <MembershipActions group={g} />
        </Stack>
      </Paper>

      {invited && (
        <Alert
          color="sunset"
          icon={<IconMail size={20} aria-hidden />}
          title={t('page.invitedTitle')}
        >
          {t('page.invitedBody', { role: t(`role.${g.membership!.role}`) })}
        </Alert>
      )}
      {!g.membership && !g.flags.canEnter && g.visibility === 'private' && (
        <Alert
          color="gray"
          icon={<IconLock size={20} aria-hidden />}
          title={t('page.previewTitle')}
        >
          {t('page.previewBody')}
        </Alert>
      )}

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
              <Title order={2} fz="lg" mb="sm">
                {t('page.about')}
              </Title>
              <div
                className={classes.description}
                dangerouslySetInnerHTML={{ __html: g.descriptionHtml }}
              />
              {g.mrocEnabled && (
                <Group gap={6} mt="md" c="grape.8" wrap="nowrap" align="flex-start">
                  <IconInfoCircle size={18} aria-hidden style={{ flexShrink: 0 }} />
                  <Text fz="sm">{t('page.mrocNote')}</Text>
                </Group>
              )}
            </Paper>
            <section aria-labelledby="group-topics">
              <Title order={2} fz="lg" mb="sm" id="group-topics">
                {t('topics.title')}
              </Title>
              {!g.flags.canEnter ? (
                <Text c="dimmed">
                  {t('topics.locked')} {g.flags.canJoin && t('page.joinHint')}
                </Text>
              ) : g.topics.length === 0 ? (
                <Text c="dimmed">{t('topics.empty')}</Text>
              ) : (
                <TopicTree groupId={g.id} topics={g.topics} />
              )}
            </section>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
            <Stack gap="sm">
              <Title order={2} fz="lg">
                {t('page.contact')}
              </Title>
              {g.contact.name && <Text fw={600}>{g.contact.name}</Text>}
              {g.contact.email && (
                <Anchor href={`mailto:${g.contact.email}`} style={{ overflowWrap: 'anywhere' }}>
                  {g.contact.email}
                </Anchor>
              )}
              {g.contact.info && (
                <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {g.contact.info}
                </Text>
              )}
              {g.leadModerator && (
                <Stack gap={4} mt="xs">
                  <Text fz="sm" c="dimmed">
                    {t('page.leadModerator')}
                  </Text>
                  <Group gap="sm" wrap="nowrap">
                    <Avatar src={g.leadModerator.avatarUrl} alt="" radius="xl" />
                    {g.flags.canEnter ? (
                      <Anchor component={Link} to={`/groups/${g.id}/members/${g.leadModerator.id}`}>
                        {g.leadModerator.nickname}
                      </Anchor>
                    ) : (
                      <Text>{g.leadModerator.nickname}</Text>
                    )}
                  </Group>
                </Stack>
              )}
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
