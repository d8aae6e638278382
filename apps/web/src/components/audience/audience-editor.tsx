// The "target user" step: everyone, or members by age, gender, main language, prefectures,
// countries of residence, nationalities and registration days, with a live count of who that
// is (debounced, from POST api/posts/count-audiences) and a page-by-page preview of them.
import {
  Card,
  Group,
  MultiSelect,
  NativeSelect,
  Radio,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconUsers } from '@tabler/icons-react';
import { Controller, type Control, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { codeOptions, useCodeLists } from '@/lib/code-lists';
import { formatNumber } from '@/lib/format';
import { audienceOf, DAY, type PostFormValues } from '@/features/member-posts/components/post-form';
import { useAudienceCount } from '../api/admin-posts';
import { AudienceMembers } from './audience-members';

const AGE_FIELDS = ['ageMin', 'ageMax'] as const;
const DAY_FIELDS = ['registeredFrom', 'registeredTo'] as const;
const COUNTRY_FIELDS = [
  { name: 'countries', any: 'anyCountry' },
  { name: 'nationalities', any: 'anyNationality' },
] as const;

export function AudienceStep({ control }: { control: Control<PostFormValues> }) {
  const { t, i18n } = useTranslation('admin');
  const codes = useCodeLists();
  const values = useWatch({ control }) as PostFormValues;
  const [debounced] = useDebouncedValue(audienceOf(values), 400);
  const invalidRange =
    values.ageMin !== '' && values.ageMax !== '' && Number(values.ageMin) > Number(values.ageMax);
  const badDay = (v: string) => v.trim() !== '' && !DAY.test(v.trim());
  const invalidDays =
    DAY.test(values.registeredFrom) &&
    DAY.test(values.registeredTo) &&
    values.registeredFrom > values.registeredTo;
  const count = useAudienceCount(debounced);
  const custom = values.audienceType === 'custom';
  const countries = codeOptions(codes.data?.countries ?? [], i18n.language);

  return (
    <Stack gap="md">
      <Controller
        control={control}
        name="audienceType"
        render={({ field }) => (
          <Radio.Group
            label={t('posts.wizard.audienceType')}
            value={field.value}
            onChange={(v) => field.onChange(v)}
          >
            <Group mt="xs" gap="lg">
              <Radio value="all" label={t('posts.audience.all')} />
              <Radio value="custom" label={t('posts.audience.custom')} />
            </Group>
          </Radio.Group>
        )}
      />
      {custom && (
        <Stack gap="sm">
          <Group gap="sm" align="flex-start">
            {AGE_FIELDS.map((name) => (
              <Controller
                key={name}
                control={control}
                name={name}
                render={({ field }) => (
                  <TextInput
                    {...field}
                    label={t(`posts.wizard.${name}`)}
                    inputMode="numeric"
                    maxLength={3}
                    w={140}
                    error={
                      name === 'ageMax' && invalidRange ? t('posts.wizard.ageRange') : undefined
                    }
                    onChange={(e) => field.onChange(e.currentTarget.value.replace(/\D/g, ''))}
                  />
                )}
              />
            ))}
          </Group>
          <Group gap="sm" align="flex-start" grow preventGrowOverflow={false} maw={660}>
            <Controller
              control={control}
              name="gender"
              render={({ field }) => (
                <NativeSelect
                  {...field}
                  label={t('posts.wizard.gender')}
                  data={[
                    { value: '', label: t('posts.wizard.anyGender') },
                    ...codeOptions(codes.data?.genders ?? [], i18n.language),
                  ]}
                  miw={200}
                />
              )}
            />
            <Controller
              control={control}
              name="mainLanguage"
              render={({ field }) => (
                <NativeSelect
                  {...field}
                  label={t('posts.wizard.mainLanguage')}
                  data={[
                    { value: '', label: t('posts.wizard.anyLanguage') },
                    ...codeOptions(codes.data?.languages ?? [], i18n.language),
                  ]}
                  miw={200}
                />
              )}
            />
          </Group>
          <Controller
            control={control}
            name="prefectures"
            render={({ field }) => (
              <MultiSelect
                label={t('posts.wizard.prefectures')}
                placeholder={field.value.length ? undefined : t('posts.wizard.anyPrefecture')}
                data={codeOptions(codes.data?.prefectures ?? [], i18n.language)}
                value={field.value}
                onChange={field.onChange}
                searchable
                clearable
                maxDropdownHeight={260}
              />
            )}
          />
          {COUNTRY_FIELDS.map(({ name, any }) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field }) => (
                <MultiSelect
                  label={t(`posts.wizard.${name}`)}
                  placeholder={field.value.length ? undefined : t(`posts.wizard.${any}`)}
                  data={countries}
                  value={field.value}
                  onChange={field.onChange}
                  searchable
                  clearable
                  limit={50}
                  maxDropdownHeight={260}
                />
              )}
            />
          ))}
          <Group gap="sm" align="flex-start">
            {DAY_FIELDS.map((name) => (
              <Controller
                key={name}
                control={control}
                name={name}
                render={({ field }) => (
                  <TextInput
                    {...field}
                    label={t(`posts.wizard.${name}`)}
                    description={t('posts.wizard.dateHint')}
                    placeholder={t('posts.wizard.datePlaceholder')}
                    inputMode="numeric"
                    maxLength={10}
                    w={200}
                    error={
                      badDay(field.value)
                        ? t('posts.wizard.dateInvalid')
                        : name === 'registeredTo' && invalidDays
                          ? t('posts.wizard.dateRange')
                          : undefined
                    }
                  />
                )}
              />
            ))}
          </Group>
        </Stack>
      )}
      <Card withBorder padding="md" bg="sea.0" aria-live="polite" data-testid="audience-count">
        <Group gap="sm">
          <IconUsers size={22} aria-hidden />
          <Text fw={600}>
            {invalidRange
              ? t('posts.wizard.ageRange')
              : invalidDays
                ? t('posts.wizard.dateRange')
                : count.data === undefined
                  ? t('posts.wizard.counting')
                  : t('posts.wizard.count', {
                      value: formatNumber(count.data.count, i18n.language),
                    })}
          </Text>
          {!invalidRange && !invalidDays && count.data !== undefined && (
            <Text fz="sm" c="dimmed">
              {t('posts.wizard.countNewsletter', {
                value: formatNumber(count.data.newsletter, i18n.language),
              })}
            </Text>
          )}
        </Group>
      </Card>
      {!invalidRange && !invalidDays && <AudienceMembers audience={debounced} />}
    </Stack>
  );
}
