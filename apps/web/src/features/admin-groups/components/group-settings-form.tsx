// The group's settings: name, description (rich text, sanitised by the server), image and
// banner (≤ 3 MB each), who may join, search listing, MROC, lead moderator and contact. The
// notice mails are switched on the Mail tab (docs/DECISIONS.md "Groups"). The server's field
// errors land on the same fields.
import { useState } from 'react';
import {
  Button,
  Card,
  Group,
  NativeSelect,
  Radio,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AdminGroupDetail } from '@fanclub/contract/groups-admin';
import type { GroupMemberItem } from '@fanclub/contract/group-members-admin';
import { FormAlert } from '@/components/form-alert';
import { PostRichText } from '@/components/post-editor/post-rich-text';
import { applyServerErrors, useErrorText } from '@/lib/form';
import type { GroupFormValues } from '../api/groups';
import { FormToggle, GroupImageFields } from './group-form-parts';

const FIELDS = [
  'name',
  'description',
  'visibility',
  'searchable',
  'mrocEnabled',
  'moderatorId',
  'contactName',
  'contactEmail',
  'contactInfo',
  'removeImage',
  'removeBanner',
] as const;

function valuesOf(group?: AdminGroupDetail): GroupFormValues {
  return {
    name: group?.name ?? '',
    description: group?.description ?? '',
    visibility: group?.visibility ?? 'private',
    searchable: group?.searchable ?? true,
    mrocEnabled: group?.mrocEnabled ?? false,
    moderatorId: group?.moderator ? String(group.moderator.id) : '',
    contactName: group?.contactName ?? '',
    contactEmail: group?.contactEmail ?? '',
    contactInfo: group?.contactInfo ?? '',
    removeImage: false,
    removeBanner: false,
  };
}

type Props = {
  group?: AdminGroupDetail;
  /** Joined members the lead moderator is chosen from (an existing group only). */
  candidates?: GroupMemberItem[];
  readOnly?: boolean;
  pending: boolean;
  onSave: (input: {
    values: GroupFormValues;
    image: File | null;
    banner: File | null;
  }) => Promise<unknown>;
};

export function GroupSettingsForm({ group, candidates = [], readOnly, pending, onSave }: Props) {
  const { t } = useTranslation('groups-admin');
  const errorText = useErrorText();
  const [image, setImage] = useState<File | null>(null);
  const [banner, setBanner] = useState<File | null>(null);
  const [formError, setFormError] = useState<string>();
  const form = useForm<GroupFormValues>({ defaultValues: valuesOf(group) });
  const { register, control, handleSubmit, formState, setError } = form;
  const [fileErrors, setFileErrors] = useState<{ image?: string; banner?: string }>({});

  const submit = handleSubmit(async (values) => {
    setFormError(undefined);
    setFileErrors({});
    try {
      await onSave({ values, image, banner });
    } catch (error) {
      const files = (error as { fieldErrors?: Record<string, string[]> }).fieldErrors ?? {};
      setFileErrors({ image: files.image?.[0], banner: files.banner?.[0] });
      const rest = applyServerErrors(error, setError, FIELDS);
      if (!files.image && !files.banner) setFormError(rest);
    }
  });

  const moderatorOptions = [
    { value: '', label: t('form.noModerator') },
    ...(group?.moderator && !candidates.some((c) => c.userId === group.moderator?.id)
      ? [{ value: String(group.moderator.id), label: group.moderator.nickname }]
      : []),
    ...candidates.map((c) => ({
      value: String(c.userId),
      label: `${c.nickname} (${t(`roles.${c.role}`)})`,
    })),
  ];

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0 }}>
        <Stack gap="md">
          {formError && <FormAlert>{formError}</FormAlert>}
          <Card>
            <Stack gap="md">
              <TextInput
                label={t('form.name')}
                required
                maxLength={100}
                {...register('name')}
                error={errorText(formState.errors.name)}
              />
              <Controller
                control={control}
                name="description"
                render={({ field }) => (
                  <PostRichText
                    label={t('form.description')}
                    value={field.value}
                    onChange={field.onChange}
                    error={errorText(formState.errors.description)}
                  />
                )}
              />
              <GroupImageFields
                group={group}
                control={control}
                files={{ image, banner }}
                onFile={(kind, file) => (kind === 'image' ? setImage(file) : setBanner(file))}
                errors={fileErrors}
              />
            </Stack>
          </Card>
          <Card>
            <Stack gap="md">
              <Controller
                control={control}
                name="visibility"
                render={({ field }) => (
                  <Radio.Group
                    label={t('form.visibility')}
                    value={field.value}
                    onChange={field.onChange}
                    error={errorText(formState.errors.visibility)}
                  >
                    <Stack gap="xs" mt="xs">
                      <Radio value="public" label={t('form.visibilityPublic')} />
                      <Radio value="private" label={t('form.visibilityPrivate')} />
                    </Stack>
                  </Radio.Group>
                )}
              />
              <FormToggle control={control} name="searchable" label={t('form.searchable')} />
              <FormToggle control={control} name="mrocEnabled" label={t('form.mroc')} />
              {group && (
                // Controlled: the joined members load after the form, and an uncontrolled select
                // would keep its selected position as the options change under it (showing,
                // and then saving, the first member as the lead).
                <Controller
                  control={control}
                  name="moderatorId"
                  render={({ field }) => (
                    <NativeSelect
                      label={t('form.moderator')}
                      description={t('form.moderatorHint')}
                      data={moderatorOptions}
                      name={field.name}
                      ref={field.ref}
                      value={field.value}
                      onChange={(e) => field.onChange(e.currentTarget.value)}
                      onBlur={field.onBlur}
                      error={errorText(formState.errors.moderatorId)}
                      maw={420}
                    />
                  )}
                />
              )}
            </Stack>
          </Card>
          <Card>
            <Stack gap="md">
              <Group grow align="flex-start" preventGrowOverflow={false} wrap="wrap">
                <TextInput
                  label={t('form.contactName')}
                  maxLength={100}
                  miw={220}
                  {...register('contactName')}
                  error={errorText(formState.errors.contactName)}
                />
                <TextInput
                  label={t('form.contactEmail')}
                  type="email"
                  miw={220}
                  {...register('contactEmail')}
                  error={errorText(formState.errors.contactEmail)}
                />
              </Group>
              <Textarea
                label={t('form.contactInfo')}
                autosize
                minRows={2}
                {...register('contactInfo')}
                error={errorText(formState.errors.contactInfo)}
              />
            </Stack>
          </Card>
          {!readOnly && (
            <Group>
              <Button type="submit" loading={pending}>
                {group ? t('form.save') : t('form.create')}
              </Button>
            </Group>
          )}
        </Stack>
      </fieldset>
    </form>
  );
}
