// The top of a topic page: the way back to the group, title, phase and window (Japan time),
// its text (HTML sanitised by the server), its main topic or sub-topics, and a notice saying
// why the reader cannot write (upcoming, closed, viewer, blocked) or that they answer first.
import { Alert, Anchor, Badge, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import {
  IconArrowLeft,
  IconClock,
  IconEyeOff,
  IconInfoCircle,
  IconLock,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { GroupTopicDetail } from '@fanclub/contract/group-topics';
import { formatDateTime } from '@/lib/format';
import { PhaseBadge } from './phase-badge';
import classes from './topic.module.css';

export function TopicHeader({ topic }: { topic: GroupTopicDetail }) {
  const { t } = useTranslation('group-topics');
  const base = `/groups/${topic.groupId}`;
  return (
    <Stack gap="md">
      <Anchor component={Link} to={base} fz="sm" c="sea.7">
        <Group gap={4} component="span" wrap="nowrap">
          <IconArrowLeft size={16} aria-hidden />
          {t('topic.back')} · {topic.groupName}
        </Group>
      </Anchor>
      <Card withBorder p={{ base: 'md', sm: 'xl' }} component="header">
        <Stack gap="sm">
          {topic.parent && (
            <Anchor component={Link} to={`${base}/topics/${topic.parent.id}`} fz="sm">
              {t('topic.mainTopic', { title: topic.parent.title })}
            </Anchor>
          )}
          <Group gap="xs">
            <PhaseBadge phase={topic.phase} />
            {topic.mrocEnabled && (
              <Badge variant="outline" color="sea">
                {t('topic.mroc')}
              </Badge>
            )}
          </Group>
          <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
            {topic.title}
          </Title>
          <Group gap={6} c="dimmed" fz="sm" wrap="nowrap">
            <IconClock size={16} aria-hidden />
            <Text fz="sm" c="dimmed">
              {t('topic.window', {
                opens: formatDateTime(topic.opensAt),
                closes: formatDateTime(topic.closesAt),
              })}
            </Text>
          </Group>
          {topic.body && (
            <div className={classes.body} dangerouslySetInnerHTML={{ __html: topic.body }} />
          )}
          {topic.subTopics.length > 0 && (
            <Stack gap={4}>
              <Text fw={600} fz="sm">
                {t('topic.subTopics')}
              </Text>
              <List spacing={4} fz="sm">
                {topic.subTopics.map((sub) => (
                  <List.Item key={sub.id}>
                    <Group gap="xs" wrap="nowrap">
                      <Anchor component={Link} to={`${base}/topics/${sub.id}`}>
                        {sub.title}
                      </Anchor>
                      <PhaseBadge phase={sub.phase} />
                    </Group>
                  </List.Item>
                ))}
              </List>
            </Stack>
          )}
        </Stack>
      </Card>
      <TopicNotice topic={topic} />
    </Stack>
  );
}

function TopicNotice({ topic }: { topic: GroupTopicDetail }) {
  const { t } = useTranslation('group-topics');
  if (topic.writeBlock === 'upcoming')
    return (
      <Alert color="gray" icon={<IconClock size={18} />}>
        {t('topic.upcomingNotice', { time: formatDateTime(topic.opensAt) })}
      </Alert>
    );
  if (topic.writeBlock === 'closed')
    return (
      <Alert color="gray" icon={<IconLock size={18} />}>
        {t('topic.closedNotice', { time: formatDateTime(topic.closesAt) })}
      </Alert>
    );
  if (topic.writeBlock === 'viewer')
    return (
      <Alert color="blue" icon={<IconInfoCircle size={18} />}>
        {t('topic.viewerNotice')}
      </Alert>
    );
  if (topic.writeBlock === 'blocked')
    return (
      <Alert color="red" icon={<IconLock size={18} />}>
        {t('topic.blockedNotice')}
      </Alert>
    );
  if (!topic.seesOthers)
    return (
      <Alert color="sunset" icon={<IconEyeOff size={18} />} title={t('topic.answerFirstTitle')}>
        {t('topic.answerFirst')}
      </Alert>
    );
  return null;
}
