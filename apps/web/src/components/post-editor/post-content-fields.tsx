// The "post content" step: title, rich text, categories and (for admins) the publication time.
import '@mantine/core/styles/Pill.layer.css';
import '@mantine/core/styles/PillsInput.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@/lib/i18n-member';
import { lazy, Suspense } from 'react';
import { MultiSelect, Stack, TextInput } from '@mantine/core';
import { Controller, type Control, type FieldErrors, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { parseJapanTime } from '@fanclub/contract/japan-time';
import { useErrorText } from '@/lib/form';
import { useCategoryOptions } from '@/lib/post-authoring';
import type { PostContentValues } from './post-form';
import { PostRichText } from './post-rich-text';

// Only admins schedule posts: members' editor never loads the calendar.
const DateTimeField = lazy(() =>
  import('@/components/date-time-field').then((m) => ({ default: m.DateTimeField })),
);

type Props<T extends FieldValues & PostContentValues> = {
  control: Control<T>;
  errors: FieldErrors<T>;
  showSchedule: boolean;
};

export function PostContentFields<T extends FieldValues & PostContentValues>(props: Props<T>) {
  // The content fields only: a view of the caller's form, which may hold more.
  const control = props.control as unknown as Control<PostContentValues>;
  const errors = props.errors as FieldErrors<PostContentValues>;
  const { showSchedule } = props;
  const { t } = useTranslation('member');
  const errorText = useErrorText();
  const categories = useCategoryOptions();
  const options = (categories.data?.data ?? []).map((c) => ({
    value: String(c.id),
    label: c.status === 'active' ? c.name : `${c.name} (${t('memberPosts.inactive')})`,
  }));
  return (
    <Stack gap="md">
      <Controller
        control={control}
        name="title"
        rules={{ validate: (v) => v.trim() !== '' || 'validation.required' }}
        render={({ field }) => (
          <TextInput
            {...field}
            label={t('memberPosts.fields.title')}
            required
            maxLength={200}
            error={errorText(errors.title)}
          />
        )}
      />
      <Controller
        control={control}
        name="contents"
        rules={{ validate: (v) => v.trim() !== '' || 'validation.required' }}
        render={({ field }) => (
          <PostRichText
            label={t('memberPosts.fields.contents')}
            value={field.value}
            onChange={field.onChange}
            error={errorText(errors.contents)}
            required
          />
        )}
      />
      <Controller
        control={control}
        name="categoryIds"
        render={({ field }) => (
          <MultiSelect
            label={t('memberPosts.fields.categories')}
            data={options}
            value={field.value}
            onChange={field.onChange}
            searchable
            clearable
            nothingFoundMessage={t('memberPosts.noCategories')}
            error={errorText(errors.categoryIds)}
          />
        )}
      />
      {showSchedule && (
        <Controller
          control={control}
          name="publishAt"
          rules={{
            validate: (v) =>
              v.trim() === '' || parseJapanTime(v.trim()) !== undefined || 'validation.datetime',
          }}
          render={({ field }) => (
            <Suspense fallback={null}>
              <DateTimeField
                ref={field.ref}
                name={field.name}
                label={t('memberPosts.fields.publishAt')}
                description={t('memberPosts.fields.publishAtHint')}
                placeholder={t('memberPosts.fields.datetimePlaceholder')}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errorText(errors.publishAt)}
              />
            </Suspense>
          )}
        />
      )}
    </Stack>
  );
}
