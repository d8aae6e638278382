// The basic step every mailed source (campaigns, offers) shares: its heading, the Japanese and
// English titles, the description, the start and expiry (Japan time), and the content language
// with the active switch; the feature's own fields go between. Each is bound to the feature's
// react-hook-form by field name; `ns` is the feature's text namespace, holding
// `wizard.steps.basic` and `wizard.fields.{titleJa,titleEn,description,descriptionHint,startAt,
// expiresAt,primaryLanguage,active,activeHint}`.
import '@mantine/core/styles/Switch.layer.css';
import type { ReactNode } from 'react';
import {
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Switch,
  type SimpleGridProps,
  Textarea,
  TextInput,
  type TextInputProps,
  Title,
} from '@mantine/core';
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
  description: string;
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

type GridProps<T extends FieldValues, O, N extends Path<T>> = {
  control: Control<T, unknown, O>;
  errors: FieldErrors<T>;
  names: readonly N[];
  cols: SimpleGridProps['cols'];
  /** Each field's input props, its label included. */
  input: (name: N) => TextInputProps;
};

/** Text fields side by side, each bound to the form by its name. */
export function TextInputGrid<T extends FieldValues, O, N extends Path<T>>({
  names,
  cols,
  input,
  ...props
}: GridProps<T, O, N>) {
  const errorText = useErrorText();
  const control = props.control as unknown as Control<Record<string, string>>;
  const errors = props.errors as FieldErrors<Record<string, string>>;
  return (
    <SimpleGrid cols={cols} spacing="md">
      {names.map((name) => (
        <Controller
          key={name}
          control={control}
          name={name}
          render={({ field }) => (
            <TextInput {...field} {...input(name)} error={errorText(errors[name])} />
          )}
        />
      ))}
    </SimpleGrid>
  );
}

export function TitleFields<T extends FieldValues & SourceBasicValues, O>(props: Props<T, O>) {
  const { t } = useTranslation([props.ns, 'admin']);
  return (
    <TextInputGrid
      control={props.control}
      errors={props.errors}
      names={TITLES as unknown as readonly Path<T>[]}
      cols={{ base: 1, md: 2 }}
      input={(name) => ({
        label: t(`wizard.fields.${name as (typeof TITLES)[number]}`),
        required: true,
        maxLength: 200,
      })}
    />
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

type DescriptionProps<T extends FieldValues & SourceBasicValues, O> = Props<T, O> & {
  required?: boolean;
  maxLength: number;
};

export function DescriptionField<T extends FieldValues & SourceBasicValues, O>(
  props: DescriptionProps<T, O>,
) {
  const { t, errorText, control, errors } = useBound(props);
  return (
    <Controller
      control={control}
      name="description"
      render={({ field }) => (
        <Textarea
          {...field}
          label={t('wizard.fields.description')}
          description={t('wizard.fields.descriptionHint')}
          required={props.required}
          autosize
          minRows={3}
          maxLength={props.maxLength}
          error={errorText(errors.description)}
        />
      )}
    />
  );
}

type BasicStepProps<T extends FieldValues & SourceBasicValues, O> = LanguageProps<T, O> & {
  /** The feature's fields between the titles and the period. */
  children: ReactNode;
  /** The feature's fields between the period and the language. */
  afterPeriod?: ReactNode;
};

export function SourceBasicStep<T extends FieldValues & SourceBasicValues, O>({
  children,
  afterPeriod,
  ...props
}: BasicStepProps<T, O>) {
  const { t } = useTranslation(props.ns);
  return (
    <Stack gap="md">
      <Title order={2} fz={20}>
        {t('wizard.steps.basic')}
      </Title>
      <TitleFields {...props} />
      {children}
      <PeriodFields {...props} />
      {afterPeriod}
      <LanguageStatusFields {...props} />
    </Stack>
  );
}
