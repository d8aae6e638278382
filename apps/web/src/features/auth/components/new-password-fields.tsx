// A new password and its confirmation, as sign-up and the password reset ask for them.
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '@/components/password-input';
import { useErrorText } from '@/lib/form';

type Name = 'password' | 'passwordConfirmation';

type Props = {
  /** The password field's label, translated. */
  label: string;
  errors: Partial<Record<Name, FieldError>>;
  register: (name: Name) => UseFormRegisterReturn;
};

export function NewPasswordFields({ label, errors, register }: Props) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  return (
    <>
      <PasswordField
        label={label}
        description={t('hints.password')}
        autoComplete="new-password"
        error={errorText(errors.password)}
        {...register('password')}
      />
      <PasswordField
        label={t('fields.passwordConfirmation')}
        autoComplete="new-password"
        error={errorText(errors.passwordConfirmation)}
        {...register('passwordConfirmation')}
      />
    </>
  );
}
