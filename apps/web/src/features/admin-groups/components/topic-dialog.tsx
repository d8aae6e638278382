// A topic's form: title, text, the window in Japan time ('YYYY-MM-DD HH:mm'), order and its
// segments (include / exclude). The contract's schema checks it first (closes after opens);
// the server's checks (inside the main topic's window, segments) land on the same fields.
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/NumberInput.layer.css';
import { useState } from 'react';
import { Button, Group, Modal, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AdminTopicItem, GroupTopicBody } from '@fanclub/contract/groups-admin';
import { formatJapanTime } from '@fanclub/contract/japan-time';
import { SegmentPicker } from '@/admin-kit/audience/segment-picker';
import { DateTimeField } from '@/components/date-time-field';
import { FormAlert } from '@/components/form-alert';
import { PostRichText } from '@/components/post-editor/post-rich-text';
import { applyServerErrors, useContractResolver, useErrorText } from '@/lib/form';
import { useSaveTopic } from '../api/groups';

type Values = {
  title: string;
  body: string;
  opensAt: string;
  closesAt: string;
  position: number | undefined;
  parentId: number | null;
  segments: { segmentId: number; operator: 'include' | 'exclude' }[];
};
const FIELDS = [
  'title',
  'body',
  'opensAt',
  'closesAt',
  'position',
  'parentId',
  'segments',
] as const;

const TIME_FIELDS = ['opensAt', 'closesAt'] as const;

type Props = {
  groupId: number;
  /** The topic being edited, or the new topic's main topic (null: a new main topic). */
  editing: { topic?: AdminTopicItem; parent?: AdminTopicItem | null } | undefined;
  onClose: () => void;
};

export function TopicDialog({ groupId, editing, onClose }: Props) {
  const { t } = useTranslation('groups-admin');
  return (
    <Modal
      opened={Boolean(editing)}
      onClose={onClose}
      size="lg"
      closeButtonProps={{ 'aria-label': t('actions.close', { ns: 'common' }) }}
      title={
        editing?.topic
          ? t('topics.editTitle')
          : editing?.parent
            ? t('topics.newSubTitle', { parent: editing.parent.title })
            : t('topics.newTitle')
      }
    >
      {editing && <TopicForm groupId={groupId} editing={editing} onClose={onClose} />}
    </Modal>
  );
}

function TopicForm({
  groupId,
  editing,
  onClose,
}: Props & { editing: NonNullable<Props['editing']> }) {
  const { t } = useTranslation('groups-admin');
  const errorText = useErrorText();
  const save = useSaveTopic(groupId);
  const [formError, setFormError] = useState<string>();
  const topic = editing.topic;
  const parent = editing.parent;
  const resolver = useContractResolver<Values, Values>(() =>
    import('@fanclub/contract/groups-admin').then((m) => m.groupTopicBody as never),
  );
  const { register, control, handleSubmit, formState, setError } = useForm<Values, unknown, Values>(
    {
      resolver,
      defaultValues: {
        title: topic?.title ?? '',
        body: topic?.body ?? '',
        opensAt: topic
          ? formatJapanTime(topic.opensAt)
          : parent
            ? formatJapanTime(parent.opensAt)
            : '',
        closesAt: topic
          ? formatJapanTime(topic.closesAt)
          : parent
            ? formatJapanTime(parent.closesAt)
            : '',
        position: topic?.position,
        parentId: topic ? topic.parentId : (parent?.id ?? null),
        segments: topic?.segments.map(({ segmentId, operator }) => ({ segmentId, operator })) ?? [],
      },
    },
  );

  const submit = handleSubmit((values) => {
    setFormError(undefined);
    const body: GroupTopicBody = {
      parentId: values.parentId,
      title: values.title,
      body: values.body,
      opensAt: values.opensAt,
      closesAt: values.closesAt,
      segments: values.segments,
      ...(values.position !== undefined && values.position !== null
        ? { position: values.position }
        : {}),
    };
    save.mutate(
      { ...(topic ? { topicId: topic.id } : {}), body },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t('topics.saved') });
          onClose();
        },
        onError: (error) => setFormError(applyServerErrors(error, setError, FIELDS)),
      },
    );
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md">
        {formError && <FormAlert>{formError}</FormAlert>}
        <TextInput
          label={t('topics.title')}
          required
          maxLength={200}
          {...register('title')}
          error={errorText(formState.errors.title as { message?: string } | undefined)}
        />
        <Controller
          control={control}
          name="body"
          render={({ field }) => (
            <PostRichText
              label={t('topics.body')}
              value={field.value}
              onChange={field.onChange}
              error={errorText(formState.errors.body as { message?: string } | undefined)}
            />
          )}
        />
        <Group grow align="flex-start" wrap="wrap" preventGrowOverflow={false}>
          {TIME_FIELDS.map((name) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field }) => (
                <DateTimeField
                  ref={field.ref}
                  name={name}
                  label={t(`topics.${name}`)}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={errorText(formState.errors[name])}
                  required
                />
              )}
            />
          ))}
        </Group>
        <Controller
          control={control}
          name="position"
          render={({ field }) => (
            <NumberInput
              label={t('topics.position')}
              value={field.value ?? ''}
              onChange={(v) => field.onChange(typeof v === 'number' ? v : undefined)}
              min={0}
              max={10000}
              w={160}
              error={errorText(formState.errors.position as { message?: string } | undefined)}
            />
          )}
        />
        <Controller
          control={control}
          name="segments"
          render={({ field }) => {
            const of = (op: 'include' | 'exclude') =>
              field.value.filter((s) => s.operator === op).map((s) => String(s.segmentId));
            return (
              <Stack gap={4}>
                <SegmentPicker
                  include={of('include')}
                  exclude={of('exclude')}
                  onChange={(patch) => {
                    const include = patch.segmentsInclude ?? of('include');
                    const exclude = patch.segmentsExclude ?? of('exclude');
                    field.onChange([
                      ...include.map((id) => ({
                        segmentId: Number(id),
                        operator: 'include' as const,
                      })),
                      ...exclude.map((id) => ({
                        segmentId: Number(id),
                        operator: 'exclude' as const,
                      })),
                    ]);
                  }}
                />
                <Text
                  fz="xs"
                  c={
                    errorText(formState.errors.segments as { message?: string } | undefined)
                      ? 'red'
                      : 'dimmed'
                  }
                >
                  {errorText(formState.errors.segments as { message?: string } | undefined) ??
                    t('topics.segmentsHint')}
                </Text>
              </Stack>
            );
          }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('topics.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('topics.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
