// Mantine's PasswordInput with a translated visibility toggle. Its name avoids the words
// "password"/"パスワード" so that a field found by that label stays unique.
import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function PasswordField(props: PasswordInputProps & { ref?: React.Ref<HTMLInputElement> }) {
  const { t } = useTranslation();
  return (
    <PasswordInput
      visibilityToggleButtonProps={{ 'aria-label': t('form.showPassword') }}
      {...props}
    />
  );
}
