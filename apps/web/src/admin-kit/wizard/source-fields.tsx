// The basic-step fields every mailed source (campaigns, offers) shares: the Japanese and English
// titles, the start and expiry (Japan time), and the content language with the active switch.
// Each is bound to the feature's react-hook-form by field name; `ns` is the feature's text
// namespace, holding `wizard.fields.{titleJa,titleEn,startAt,expiresAt,primaryLanguage,active,
// activeHint}`.
import '@mantine/core/styles/Switch.layer.css';
import { Group, NativeSelect, SimpleGrid, Switch, TextInput } from '@mantine/core';
import {
  Controller,
  type Control,
  type FieldErrors,
  type FieldValues,
  type Path,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CONTENT_LANGUAGES } from '@fanclub/contract/codes';
import { DateTimeField } from '@/components/date-time-field';
import { useErrorText } from '@/lib/form';

/** The fields these pieces bind to; a form may have more. */
export type SourceBasicValues = {
  titleJa: string;
  titleEn: string;
  startAt: string;
  expiresAt: string;
  status: 'active' | 'disabled';
};

type Props<T extends FieldValues & SourceBasicValues, O> = {
  ns: 'campaigns' | 'offers';
  control: Control<T, unknown, O>;
  errors: FieldErrors<T>;
};

const TITLES = ['titleJa', 'titleEn'] as const;
const TIMES = ['startAt', 'expiresAt'] as const;

function useBound<T extends FieldValues & SourceBasicValues, O>(props: Props<T, O>) {
  const { t } = useTranslation([props.ns, 'admin']);
  const errorText = useErrorText();
  // The shared fields only: a loose view of the feature's form, named by field.
  const control = props.control as unknown as Control<Record<string, string>>;
  const errors = props.errors as FieldErrors<Record<string, string>>;
  return { t, errorText, control, errors };
}

export function TitleFields<T extends FieldValues & SourceBasicValues, O>(props: Props<T, O>) {
  const { t, errorText, control, errors } = useBound(props);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      {TITLES.map((name) => (
        <Controller
          key={name}
          control={control}
          name={name}
          render={({ field }) => (
            <TextInput
              {...field}
              label={t(`wizard.fields.${name}`)}
              required
              maxLength={200}
              error={errorText(errors[name])}
            />
          )}
        />
      ))}
    </SimpleGrid>
  );
}

export function PeriodFields<T extends FieldValues & SourceBasicValues, O>(props: Props<T, O>) {
  const { t, errorText, control, errors } = useBound(props);
  return (
    <Group gap="md" align="flex-start">
      {TIMES.map((name) => (
        <Controller
          key={name}
          control={control}
          name={name}
          render={({ field }) => (
            <DateTimeField
              ref={field.ref}
              name={field.name}
              label={t(`wizard.fields.${name}`)}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errorText(errors[name])}
              required
            />
          )}
        />
      ))}
    </Group>
  );
}

type LanguageProps<T extends FieldValues & SourceBasicValues, O> = Props<T, O> & {
  /** The form's content-language field. */
  languageField: Path<T>;
  /** A line under the language select, translated. */
  languageHint?: string;
};

export function LanguageStatusFields<T extends FieldValues & SourceBasicValues, O>(
  props: LanguageProps<T, O>,
) {
  const { t, errorText, control, errors } = useBound(props);
  const language = props.languageField as string;
  return (
    <Group gap="xl" align="flex-end">
      <Controller
        control={control}
        name={language}
        render={({ field }) => (
          <NativeSelect
            {...field}
            label={t('wizard.fields.primaryLanguage')}
            description={props.languageHint}
            data={CONTENT_LANGUAGES.map((l) => ({
              value: l,
              label: t(`admin:posts.languages.${l}`),
            }))}
            w={{ base: '100%', xs: 260 }}
            error={errorText(errors[language])}
          />
        )}
      />
      <Controller
        control={control}
        name="status"
        render={({ field }) => (
          <Switch
            checked={field.value === 'active'}
            onChange={(e) => field.onChange(e.currentTarget.checked ? 'active' : 'disabled')}
            label={t('wizard.fields.active')}
            description={t('wizard.fields.activeHint')}
            mb={4}
          />
        )}
      />
    </Group>
  );
}
