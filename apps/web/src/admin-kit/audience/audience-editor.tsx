// The "target user" editor: everyone, or members by age, gender, main language, prefectures,
// countries of residence, nationalities, registration days and segments (in / not in), with a live count of who that
// is (debounced) and a page-by-page preview of them. Controlled; the calls come from the
// caller's adapter (audience-api.ts), so posts, campaigns and offers use their own paths.
//   import { AudienceEditor } from '@/admin-kit/audience/audience-editor';
//   import { type AudienceFormValues, audienceOf } from '@/admin-kit/audience/audience-form';
//   <AudienceEditor value={AudienceFormValues} onChange={(patch) => …} api={AudienceApi}
//     question?={t('…')} newsletterReach?={false} />
// Texts: the admin namespace (posts.wizard.*); `question` names what the audience is for (a
// post by default), and `newsletterReach` (default on) adds how many of them accept news mail,
// which is who a post's mail reaches (a campaign says its own reach: survey invitations).
import '@mantine/core/styles/Pill.layer.css';
import '@mantine/core/styles/PillsInput.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
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
import { useTranslation } from 'react-i18next';
import { codeOptions, useCodeLists } from '@/lib/code-lists';
import { formatNumber } from '@/lib/format';
import type { AudienceApi } from './audience-api';
import { audienceOf, audienceProblems, type AudienceFormValues, isBadDay } from './audience-form';
import { AudienceMembers } from './audience-members';
import { SegmentPicker } from './segment-picker';

const AGE_FIELDS = ['ageMin', 'ageMax'] as const;
const DAY_FIELDS = ['registeredFrom', 'registeredTo'] as const;
const COUNTRY_FIELDS = [
  { name: 'countries', any: 'anyCountry' },
  { name: 'nationalities', any: 'anyNationality' },
] as const;

export type AudienceEditorProps = {
  value: AudienceFormValues;
  onChange: (patch: Partial<AudienceFormValues>) => void;
  api: AudienceApi;
  question?: string;
  newsletterReach?: boolean;
};

export function AudienceEditor({
  value: values,
  onChange,
  api,
  question,
  newsletterReach = true,
}: AudienceEditorProps) {
  const { t, i18n } = useTranslation('admin');
  const codes = useCodeLists();
  const [debounced] = useDebouncedValue(audienceOf(values), 400);
  const { ageRange: invalidRange, dayRange: invalidDays } = audienceProblems(values);
  const count = api.useCount(debounced);
  const custom = values.audienceType === 'custom';
  const countries = codeOptions(codes.data?.countries ?? [], i18n.language);

  return (
    <Stack gap="md">
      <Radio.Group
        label={question ?? t('posts.wizard.audienceType')}
        value={values.audienceType}
        onChange={(v) => onChange({ audienceType: v as AudienceFormValues['audienceType'] })}
      >
        <Group mt="xs" gap="lg">
          <Radio value="all" label={t('posts.audience.all')} />
          <Radio value="custom" label={t('posts.audience.custom')} />
        </Group>
      </Radio.Group>
      {custom && (
        <Stack gap="sm">
          <Group gap="sm" align="flex-start">
            {AGE_FIELDS.map((name) => (
              <TextInput
                key={name}
                name={name}
                value={values[name]}
                label={t(`posts.wizard.${name}`)}
                inputMode="numeric"
                maxLength={3}
                w={140}
                error={name === 'ageMax' && invalidRange ? t('posts.wizard.ageRange') : undefined}
                onChange={(e) => onChange({ [name]: e.currentTarget.value.replace(/\D/g, '') })}
              />
            ))}
          </Group>
          <Group gap="sm" align="flex-start" grow preventGrowOverflow={false} maw={660}>
            <NativeSelect
              name="gender"
              value={values.gender}
              onChange={(e) => onChange({ gender: e.currentTarget.value })}
              label={t('posts.wizard.gender')}
              data={[
                { value: '', label: t('posts.wizard.anyGender') },
                ...codeOptions(codes.data?.genders ?? [], i18n.language),
              ]}
              miw={200}
            />
            <NativeSelect
              name="mainLanguage"
              value={values.mainLanguage}
              onChange={(e) => onChange({ mainLanguage: e.currentTarget.value })}
              label={t('posts.wizard.mainLanguage')}
              data={[
                { value: '', label: t('posts.wizard.anyLanguage') },
                ...codeOptions(codes.data?.languages ?? [], i18n.language),
              ]}
              miw={200}
            />
          </Group>
          <MultiSelect
            label={t('posts.wizard.prefectures')}
            placeholder={values.prefectures.length ? undefined : t('posts.wizard.anyPrefecture')}
            data={codeOptions(codes.data?.prefectures ?? [], i18n.language)}
            value={values.prefectures}
            onChange={(prefectures) => onChange({ prefectures })}
            searchable
            clearable
            maxDropdownHeight={260}
          />
          {COUNTRY_FIELDS.map(({ name, any }) => (
            <MultiSelect
              key={name}
              label={t(`posts.wizard.${name}`)}
              placeholder={values[name].length ? undefined : t(`posts.wizard.${any}`)}
              data={countries}
              value={values[name]}
              onChange={(codes) => onChange({ [name]: codes })}
              searchable
              clearable
              limit={50}
              maxDropdownHeight={260}
            />
          ))}
          <Group gap="sm" align="flex-start">
            {DAY_FIELDS.map((name) => (
              <TextInput
                key={name}
                name={name}
                value={values[name]}
                onChange={(e) => onChange({ [name]: e.currentTarget.value })}
                label={t(`posts.wizard.${name}`)}
                description={t('posts.wizard.dateHint')}
                placeholder={t('posts.wizard.datePlaceholder')}
                inputMode="numeric"
                maxLength={10}
                w={200}
                error={
                  isBadDay(values[name])
                    ? t('posts.wizard.dateInvalid')
                    : name === 'registeredTo' && invalidDays
                      ? t('posts.wizard.dateRange')
                      : undefined
                }
              />
            ))}
          </Group>
          <SegmentPicker
            include={values.segmentsInclude}
            exclude={values.segmentsExclude}
            onChange={onChange}
          />
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
                      count: count.data.count,
                    })}
          </Text>
          {newsletterReach && !invalidRange && !invalidDays && count.data !== undefined && (
            <Text fz="sm" c="dimmed">
              {t('posts.wizard.countNewsletter', {
                value: formatNumber(count.data.newsletter, i18n.language),
                count: count.data.newsletter,
              })}
            </Text>
          )}
          {newsletterReach &&
            !invalidRange &&
            !invalidDays &&
            count.data !== undefined &&
            count.data.suppressed > 0 && (
              <Text fz="sm" c="dimmed" data-testid="audience-suppressed">
                {t('posts.wizard.countSuppressed', {
                  value: formatNumber(count.data.suppressed, i18n.language),
                })}
              </Text>
            )}
        </Group>
      </Card>
      {!invalidRange && !invalidDays && (
        <AudienceMembers audience={debounced} useMembers={api.useMembers} />
      )}
    </Stack>
  );
}
