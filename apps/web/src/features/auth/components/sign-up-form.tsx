// The sign-up form: the contract's registerBody validates on the client, the server's field
// errors land on the same fields. Names side by side on wider screens, in local order.
import '@/lib/i18n-auth';
import { useState } from 'react';
import {
  Button,
  Checkbox,
  Divider,
  NativeSelect,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PolicyLinks } from '@/components/policy-links';
import { GENDERS, type Gender } from '@fanclub/contract/codes';
import { NameFields } from '@/components/name-fields';
import { NewPasswordFields } from './new-password-fields';
import { normalizeDigits } from '@/lib/text';
import { applyServerErrors, useContractResolver, useErrorText } from '@/lib/form';
import { useRegister, type RegisterPayload } from '../api/register';
import { FormAlert } from '@/components/form-alert';

type SignUpValues = {
  lastName: string;
  firstName: string;
  nickname: string;
  yearOfBirth: string;
  gender: Gender | '';
  email: string;
  password: string;
  passwordConfirmation: string;
  phone: string;
  postalCode: string;
  referralCode: string;
  policyAgreement: boolean;
};

const FIELDS: readonly Path<SignUpValues>[] = [
  'lastName',
  'firstName',
  'nickname',
  'yearOfBirth',
  'gender',
  'email',
  'password',
  'passwordConfirmation',
  'phone',
  'postalCode',
  'referralCode',
  'policyAgreement',
];

type SignUpFormProps = {
  referralCode?: string;
  onRegistered: (email: string) => void;
};

export function SignUpForm({ referralCode = '', onRegistered }: SignUpFormProps) {
  const { t } = useTranslation(['auth', 'common']);
  const errorText = useErrorText();
  const registerMember = useRegister();
  const [formError, setFormError] = useState<string>();
  const resolver = useContractResolver<SignUpValues, RegisterPayload>(() =>
    import('@fanclub/contract/auth').then((m) => m.registerBody),
  );
  const form = useForm<SignUpValues, unknown, RegisterPayload>({
    resolver,
    defaultValues: {
      lastName: '',
      firstName: '',
      nickname: '',
      yearOfBirth: '',
      gender: '',
      email: '',
      password: '',
      passwordConfirmation: '',
      phone: '',
      postalCode: '',
      referralCode,
      policyAgreement: false,
    },
  });
  const { errors } = form.formState;
  const optionalHint = (hint: string) => t('common:form.optionalHint', { hint });

  const onSubmit = form.handleSubmit((values) => {
    setFormError(undefined);
    registerMember.mutate(values, {
      onSuccess: (result) => onRegistered(result.email || values.email),
      onError: (error) => setFormError(applyServerErrors(error, form.setError, FIELDS)),
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {formError && <FormAlert>{formError}</FormAlert>}

        <Divider label={t('signUp.profile')} labelPosition="left" />
        <NameFields
          labels={{ lastName: t('fields.lastName'), firstName: t('fields.firstName') }}
          errors={{ lastName: errorText(errors.lastName), firstName: errorText(errors.firstName) }}
          register={(name) => form.register(name)}
          cols={2}
        />
        <TextInput
          label={t('fields.nickname')}
          description={t('hints.nickname')}
          autoComplete="nickname"
          error={errorText(errors.nickname)}
          {...form.register('nickname')}
        />
        {/* Bottom-aligned: only the year has a hint line above its input. */}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" style={{ alignItems: 'end' }}>
          <TextInput
            label={t('fields.yearOfBirth')}
            description={t('hints.yearOfBirth')}
            inputMode="numeric"
            autoComplete="bday-year"
            maxLength={4}
            error={errorText(errors.yearOfBirth)}
            {...form.register('yearOfBirth', { setValueAs: normalizeDigits })}
          />
          <NativeSelect
            label={t('fields.gender')}
            autoComplete="sex"
            error={errorText(errors.gender)}
            data={[
              { value: '', label: t('genders.placeholder'), disabled: true },
              ...GENDERS.map((gender) => ({ value: gender, label: t(`genders.${gender}`) })),
            ]}
            {...form.register('gender')}
          />
        </SimpleGrid>

        <Divider label={t('signUp.account')} labelPosition="left" mt="xs" />
        <TextInput
          label={t('fields.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          error={errorText(errors.email)}
          {...form.register('email')}
        />
        <NewPasswordFields
          label={t('fields.password')}
          errors={errors}
          register={(name) => form.register(name)}
        />

        <Divider label={t('signUp.contact')} labelPosition="left" mt="xs" />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label={t('fields.phone')}
            description={optionalHint(t('hints.phone'))}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            error={errorText(errors.phone)}
            {...form.register('phone', { setValueAs: normalizeDigits })}
          />
          <TextInput
            label={t('fields.postalCode')}
            description={optionalHint(t('hints.postalCode'))}
            inputMode="numeric"
            autoComplete="postal-code"
            error={errorText(errors.postalCode)}
            {...form.register('postalCode', { setValueAs: normalizeDigits })}
          />
        </SimpleGrid>
        <TextInput
          label={t('fields.referralCode')}
          description={optionalHint(t('hints.referralCode'))}
          autoComplete="off"
          maxLength={6}
          error={errorText(errors.referralCode)}
          {...form.register('referralCode')}
        />

        <Checkbox
          mt="xs"
          label={t('fields.policy')}
          description={
            <>
              {t('hints.policy')}
              <PolicyLinks newTab />
            </>
          }
          error={errorText(errors.policyAgreement)}
          {...form.register('policyAgreement')}
        />
        <Button type="submit" size="md" fullWidth loading={registerMember.isPending}>
          {t('signUp.submit')}
        </Button>
      </Stack>
    </form>
  );
}
