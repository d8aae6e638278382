// The composer's poll: a button to add one, then its question, 2–20 options and the single or
// multiple choice switch; field errors come keyed as the contract names them (poll.question,
// poll.options, poll.options.N).
import type { Dispatch, SetStateAction } from 'react';
import { ActionIcon, Button, Card, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconChartBar, IconPlus, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { GROUP_LIMITS } from '@fanclub/contract/group-codes';

export type PollDraft = { question: string; options: string[]; multiple: boolean };

type Props = {
  poll: PollDraft | undefined;
  setPoll: Dispatch<SetStateAction<PollDraft | undefined>>;
  errors: Record<string, string>;
};

export function PollEditor({ poll, setPoll, errors }: Props) {
  const { t } = useTranslation('group-topics');
  if (!poll)
    return (
      <Button
        variant="subtle"
        leftSection={<IconChartBar size={16} />}
        onClick={() => setPoll({ question: '', options: ['', ''], multiple: false })}
        w="fit-content"
        px="xs"
      >
        {t('composer.addPoll')}
      </Button>
    );

  const setOption = (i: number, value: string) =>
    setPoll((p) => p && { ...p, options: p.options.map((o, j) => (j === i ? value : o)) });

  return (
    <Card withBorder bg="gray.0" p="sm">
      <Stack gap="xs">
        <Group justify="space-between">
          <Group gap={6}>
            <IconChartBar size={18} aria-hidden />
            <Text fw={600} fz="sm">
              {t('poll.label')}
            </Text>
          </Group>
          <Button variant="subtle" color="gray" size="xs" onClick={() => setPoll(undefined)}>
            {t('composer.removePoll')}
          </Button>
        </Group>
        <TextInput
          label={t('composer.pollQuestion')}
          value={poll.question}
          onChange={(e) => {
            const value = e.currentTarget.value;
            setPoll((p) => p && { ...p, question: value });
          }}
          error={errors['poll.question']}
          required
        />
        {poll.options.map((option, i) => (
          <Group key={i} gap="xs" wrap="nowrap" align="flex-end">
            <TextInput
              style={{ flex: 1 }}
              label={t('composer.pollOption', { n: i + 1 })}
              value={option}
              onChange={(e) => setOption(i, e.currentTarget.value)}
              error={errors[`poll.options.${i}`]}
            />
            {poll.options.length > GROUP_LIMITS.pollOptionsMin && (
              <ActionIcon
                variant="subtle"
                color="gray"
                mb={4}
                aria-label={t('composer.removeOption', { n: i + 1 })}
                onClick={() =>
                  setPoll((p) => p && { ...p, options: p.options.filter((_, j) => j !== i) })
                }
              >
                <IconX size={16} />
              </ActionIcon>
            )}
          </Group>
        ))}
        {errors['poll.options'] && (
          <Text c="red" fz="sm">
            {errors['poll.options']}
          </Text>
        )}
        <Group justify="space-between">
          {poll.options.length < GROUP_LIMITS.pollOptionsMax && (
            <Button
              variant="subtle"
              size="xs"
              leftSection={<IconPlus size={14} />}
              onClick={() => setPoll((p) => p && { ...p, options: [...p.options, ''] })}
            >
              {t('composer.addOption')}
            </Button>
          )}
          <Checkbox
            label={t('composer.multiple')}
            checked={poll.multiple}
            onChange={(e) => {
              const checked = e.currentTarget.checked;
              setPoll((p) => p && { ...p, multiple: checked });
            }}
          />
        </Group>
      </Stack>
    </Card>
  );
}
