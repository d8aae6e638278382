// A post's poll: choices to vote (one, or one or more) while it is open and the reader has not
// voted, then the results as bars (after voting, for moderators, once the topic has closed).
import '@mantine/core/styles/Progress.layer.css';
import { useState } from 'react';
import { Button, Checkbox, Group, Progress, Radio, Stack, Text } from '@mantine/core';
import { IconChartBar, IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { GroupPoll } from '@fanclub/contract/group-topics';
import { FormAlert } from '@/components/form-alert';
import { formatNumber, formatPercent } from '@/lib/format';
import { useVote } from '../api/write';

export function PollView({
  groupId,
  postId,
  poll,
}: {
  groupId: number;
  postId: number;
  poll: GroupPoll;
}) {
  const { t, i18n } = useTranslation('group-topics');
  const vote = useVote(groupId);
  const [choices, setChoices] = useState<number[]>([]);
  const results = poll.results;
  return (
    <Stack gap="xs" p="sm" bg="gray.0" style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
      <Group gap={6} wrap="nowrap">
        <IconChartBar size={18} aria-hidden />
        <Text fw={600}>{poll.question}</Text>
      </Group>
      {poll.canVote ? (
        <Stack gap="xs">
          {poll.multiple ? (
            <Checkbox.Group
              label={t('poll.multiple')}
              value={choices.map(String)}
              onChange={(v) => setChoices(v.map(Number))}
            >
              <Stack gap={6} mt={4}>
                {poll.options.map((o, i) => (
                  <Checkbox key={i} value={String(i)} label={o} />
                ))}
              </Stack>
            </Checkbox.Group>
          ) : (
            <Radio.Group
              label={t('poll.single')}
              value={choices.length ? String(choices[0]) : null}
              onChange={(v) => setChoices([Number(v)])}
            >
              <Stack gap={6} mt={4}>
                {poll.options.map((o, i) => (
                  <Radio key={i} value={String(i)} label={o} />
                ))}
              </Stack>
            </Radio.Group>
          )}
          {vote.error && <FormAlert>{vote.error.message}</FormAlert>}
          <Group justify="space-between">
            {!results && (
              <Text fz="xs" c="dimmed">
                {t('poll.resultsLater')}
              </Text>
            )}
            <Button
              size="xs"
              disabled={choices.length === 0}
              loading={vote.isPending}
              onClick={() => vote.mutate({ postId, choices })}
            >
              {t('poll.vote')}
            </Button>
          </Group>
        </Stack>
      ) : (
        !results && (
          <Text fz="sm" c="dimmed">
            {poll.isOpen ? t('poll.resultsLater') : t('poll.closed')}
          </Text>
        )
      )}
      {results && (
        <Stack gap={8} aria-label={t('poll.label')}>
          {poll.options.map((option, i) => {
            const count = results.counts[i] ?? 0;
            const ratio = results.total ? count / results.total : 0;
            const mine = poll.myChoices?.includes(i) ?? false;
            return (
              <div key={i}>
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
                    {mine && <IconCheck size={14} aria-label={t('poll.mine')} />}
                    <Text fz="sm" fw={mine ? 600 : 400} truncate>
                      {option}
                    </Text>
                  </Group>
                  <Text fz="sm" c="dimmed" style={{ flexShrink: 0 }}>
                    {formatNumber(count, i18n.language)} · {formatPercent(ratio, i18n.language)}
                  </Text>
                </Group>
                <Progress
                  value={ratio * 100}
                  color={mine ? 'sea' : 'gray'}
                  size="md"
                  aria-label={t('poll.share', {
                    option,
                    count,
                    percent: formatPercent(ratio, i18n.language),
                  })}
                />
              </div>
            );
          })}
          <Text fz="xs" c="dimmed">
            {t('poll.total', { count: results.total })}
            {!poll.isOpen && ` · ${t('poll.closed')}`}
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
