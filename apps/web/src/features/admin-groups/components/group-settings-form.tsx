// The group's settings: name, description (rich text, sanitised by the server), image and
// banner (≤ 3 MB each), who may join, search listing, MROC, lead moderator, contact and the
// two transactional mail switches. The server's field errors land on the same fields.
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/Image.layer.css';
import '@mantine/core/styles/Switch.layer.css';
import { useState } from 'react';
import {
  Button,
  Card,
  Checkbox,
  FileInput,
  Group,
  Image,
  NativeSelect,
  Radio,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { Controller, useForm, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AdminGroupDetail, GroupMemberItem } from '@fanclub/contract/groups-admin';
import { FormAlert } from '@/components/form-alert';
import { PostRichText } from '@/components/post-editor/post-rich-text';
import { applyServerErrors, useErrorText } from '@/lib/form';
import type { GroupFormValues } from '../api/groups';

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
  'mailRegistrationComplete',
  'mailCommentNotice',
  'removeImage',
  'removeBanner',
] as const;

const FILE_KINDS = ['image', 'banner'] as const;
const REMOVE_FIELD = { image: 'removeImage', banner: 'removeBanner' } as const;

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
    mailRegistrationComplete: group?.mailRegistrationComplete ?? true,
    mailCommentNotice: group?.mailCommentNotice ?? true,
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
                error={errorText(formState.errors.name as { message?: string } | undefined)}
              />
              <Controller
                control={control}
                name="description"
                render={({ field }) => (
                  <PostRichText
                    label={t('form.description')}
                    value={field.value}
                    onChange={field.onChange}
                    error={errorText(
                      formState.errors.description as { message?: string } | undefined,
                    )}
                  />
                )}
              />
              <Group align="flex-start" grow preventGrowOverflow={false} wrap="wrap">
                {FILE_KINDS.map((kind) => {
                  const current = kind === 'image' ? group?.imageUrl : group?.bannerUrl;
                  const removeName = REMOVE_FIELD[kind];
                  return (
                    <Stack key={kind} gap="xs" miw={240}>
                      <FileInput
                        label={t(`form.${kind}`)}
                        description={t('form.fileHint')}
                        accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
                        clearable
                        value={kind === 'image' ? image : banner}
                        onChange={kind === 'image' ? setImage : setBanner}
                        error={fileErrors[kind]}
                      />
                      {current && (
                        <>
                          <Image
                            src={current}
                            alt=""
                            h={kind === 'image' ? 96 : 72}
                            w="auto"
                            fit="contain"
                            radius="sm"
                          />
                          <Toggle
                            control={control}
                            name={removeName}
                            label={t(`form.${removeName}`)}
                            box
                          />
                        </>
                      )}
                    </Stack>
                  );
                })}
              </Group>
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
                    error={errorText(
                      formState.errors.visibility as { message?: string } | undefined,
                    )}
                  >
                    <Stack gap="xs" mt="xs">
                      <Radio value="public" label={t('form.visibilityPublic')} />
                      <Radio value="private" label={t('form.visibilityPrivate')} />
                    </Stack>
                  </Radio.Group>
                )}
              />
              <Toggle control={control} name="searchable" label={t('form.searchable')} />
              <Toggle control={control} name="mrocEnabled" label={t('form.mroc')} />
              {group && (
                <NativeSelect
                  label={t('form.moderator')}
                  description={t('form.moderatorHint')}
                  data={moderatorOptions}
                  {...register('moderatorId')}
                  error={errorText(
                    formState.errors.moderatorId as { message?: string } | undefined,
                  )}
                  maw={420}
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
                  error={errorText(
                    formState.errors.contactName as { message?: string } | undefined,
                  )}
                />
                <TextInput
                  label={t('form.contactEmail')}
                  type="email"
                  miw={220}
                  {...register('contactEmail')}
                  error={errorText(
                    formState.errors.contactEmail as { message?: string } | undefined,
                  )}
                />
              </Group>
              <Textarea
                label={t('form.contactInfo')}
                autosize
                minRows={2}
                {...register('contactInfo')}
                error={errorText(formState.errors.contactInfo as { message?: string } | undefined)}
              />
              <Toggle
                control={control}
                name="mailRegistrationComplete"
                label={t('form.mailRegistrationComplete')}
              />
              <Toggle
                control={control}
                name="mailCommentNotice"
                label={t('form.mailCommentNotice')}
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

type BooleanField =
  | 'searchable'
  | 'mrocEnabled'
  | 'mailRegistrationComplete'
  | 'mailCommentNotice'
  | 'removeImage'
  | 'removeBanner';

/** A switch (or, with `box`, a checkbox) bound to a boolean field of the form. */
function Toggle(props: {
  control: Control<GroupFormValues>;
  name: BooleanField;
  label: string;
  box?: boolean;
}) {
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field }) => {
        const common = {
          label: props.label,
          name: field.name,
          checked: field.value,
          onBlur: field.onBlur,
          onChange: (e: React.ChangeEvent<HTMLInputElement>) =>
            field.onChange(e.currentTarget.checked),
        };
        return props.box ? <Checkbox {...common} /> : <Switch {...common} />;
      }}
    />
  );
}
