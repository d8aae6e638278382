// The six reactions of a post or a comment, with counts and the member's own one highlighted.
// Pressing one sets it, pressing one's own again removes it; "who reacted" opens the list.
// On a comment only the reactions it has show, and the six wait behind a small "react" button.
import '@mantine/core/styles/Popover.layer.css';
import '@/lib/i18n-member';
import { useState } from 'react';
import { Button, Group, Popover, Text } from '@mantine/core';
import { IconMoodPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ReactionSummary } from '@fanclub/contract/comments';
import type { ReactionType } from '@fanclub/contract/posts';
import { formatNumber } from '@/lib/format';
import { useReactions } from '../api/get-reactions';
import { useSetReaction } from '../api/set-reaction';
import { REACTIONS } from '../lib/reactions';
import { ReactionIcon } from './reaction-icon';
import { ReactorsDialog } from './reactors-dialog';
import classes from './comments.module.css';

export type ReactionBarProps = {
  target: 'post' | 'comment';
  id: number;
  /** The summary that came with the target (comments carry theirs); fetched when absent. */
  summary?: ReactionSummary;
};

type ChipProps = {
  type: ReactionType;
  summary: ReactionSummary;
  size: 'compact-xs' | 'compact-sm';
  onPress: (type: ReactionType) => void;
};

function ReactionChip({ type, summary, size, onPress }: ChipProps) {
  const { t, i18n } = useTranslation('member');
  const count = formatNumber(summary.counts[type], i18n.language);
  const isMine = summary.mine === type;
  const name = t(`comments.reactions.${type}`);
  return (
    <Button
      size={size}
      radius="xl"
      variant={isMine ? 'light' : 'default'}
      color={isMine ? 'sea' : 'gray'}
      className={classes.reaction}
      data-mine={isMine || undefined}
      aria-pressed={isMine}
      aria-label={t('comments.reactions.button', { name, count })}
      title={name}
      onClick={() => onPress(type)}
      leftSection={
        <span aria-hidden className={classes.emoji}>
          <ReactionIcon type={type} />
        </span>
      }
    >
      {count}
    </Button>
  );
}

export function ReactionBar({ target, id, summary }: ReactionBarProps) {
  const { t } = useTranslation('member');
  const fetched = useReactions(target, id, summary === undefined);
  const current = summary ?? fetched.data;
  const setReaction = useSetReaction(target, id);
  const [whoOpen, setWhoOpen] = useState(false);
  const [pickerOpen, setPickerOpen] = useState(false);
  const compact = target === 'comment';
  const size = compact ? 'compact-xs' : 'compact-sm';

  if (!current) return null;

  const press = (type: ReactionType) => {
    setPickerOpen(false);
    setReaction.mutate({ type: current.mine === type ? null : type, current });
  };
  const shown = compact ? REACTIONS.filter((type) => current.counts[type] > 0) : REACTIONS;

  return (
    <div>
      <Group gap={compact ? 4 : 6} role="group" aria-label={t('comments.reactions.groupLabel')}>
        {shown.map((type) => (
          <ReactionChip key={type} type={type} summary={current} size={size} onPress={press} />
        ))}
        {compact && (
          <Popover
            opened={pickerOpen}
            onChange={setPickerOpen}
            position="top-start"
            shadow="md"
            radius="xl"
            withArrow
            trapFocus
          >
            <Popover.Target>
              <Button
                size={size}
                radius="xl"
                variant="subtle"
                color="gray"
                aria-haspopup="dialog"
                aria-expanded={pickerOpen}
                onClick={() => setPickerOpen((open) => !open)}
                leftSection={<IconMoodPlus size={16} aria-hidden />}
              >
                {t('comments.reactions.add')}
              </Button>
            </Popover.Target>
            <Popover.Dropdown p={6} aria-label={t('comments.reactions.groupLabel')}>
              <Group gap={4} wrap="nowrap">
                {REACTIONS.map((type) => (
                  <ReactionChip
                    key={type}
                    type={type}
                    summary={current}
                    size="compact-sm"
                    onPress={press}
                  />
                ))}
              </Group>
            </Popover.Dropdown>
          </Popover>
        )}
        {current.total > 0 && (
          <Button variant="subtle" size={size} color="sea" onClick={() => setWhoOpen(true)}>
            {t('comments.reactions.who', { count: current.total })}
          </Button>
        )}
      </Group>
      {setReaction.isError && (
        <Text role="alert" fz="xs" c="red.8" mt={4}>
          {t('comments.reactions.error')}
        </Text>
      )}
      <ReactorsDialog
        target={target}
        id={id}
        summary={current}
        opened={whoOpen}
        onClose={() => setWhoOpen(false)}
      />
    </div>
  );
}
