// Fields the account and organization forms both draw: the fax number and the Japanese postal
// code, which looks the address up as it is typed. Each takes its form's register and error.
import { TextInput } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { normalizeDigits } from '@/lib/text';

type Props = { label: string; error: string | undefined; field: UseFormRegisterReturn };

export function FaxInput({ label, error, field }: Props) {
  const { t } = useTranslation('member');
  return (
    <TextInput
      label={label}
      description={t('settings.account.faxHint')}
      type="tel"
      inputMode="tel"
      error={error}
      {...field}
    />
  );
}

type PostalProps = Omit<Props, 'field'> & {
  required?: boolean;
  /** The form's register of its postal code, given the options this field needs. */
  register: (options: {
    setValueAs: (value: unknown) => unknown;
    onChange: (event: { target: { value: string } }) => void;
  }) => UseFormRegisterReturn;
  lookUp: (postalCode: unknown) => void;
};

export function JapanPostalCodeInput({ label, error, required, register, lookUp }: PostalProps) {
  const { t } = useTranslation('member');
  return (
    <TextInput
      withAsterisk={required}
      label={label}
      description={t('settings.account.postalCodeHint')}
      inputMode="numeric"
      autoComplete="postal-code"
      maxLength={8}
      error={error}
      {...register({
        setValueAs: normalizeDigits,
        onChange: (event) => lookUp(normalizeDigits(event.target.value)),
      })}
    />
  );
}
