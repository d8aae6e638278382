// The family and given name side by side, in the order the language writes them (family name
// first in Japanese). Each takes its form's register and error text.
import { SimpleGrid, type SimpleGridProps, TextInput } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

type Name = 'lastName' | 'firstName';

type Props = {
  labels: Record<Name, string>;
  errors: Record<Name, string | undefined>;
  register: (name: Name) => UseFormRegisterReturn;
  /** Marks both as required. */
  required?: boolean;
  cols: SimpleGridProps['cols'];
};

const AUTOCOMPLETE: Record<Name, string> = { lastName: 'family-name', firstName: 'given-name' };

export function NameFields({ labels, errors, register, required, cols }: Props) {
  const { i18n } = useTranslation();
  const field = (name: Name) => (
    <TextInput
      key={name}
      withAsterisk={required}
      label={labels[name]}
      autoComplete={AUTOCOMPLETE[name]}
      error={errors[name]}
      {...register(name)}
    />
  );
  const order: Name[] =
    i18n.language === 'ja' ? ['lastName', 'firstName'] : ['firstName', 'lastName'];
  return (
    <SimpleGrid cols={cols} spacing="md">
      {order.map(field)}
    </SimpleGrid>
  );
}
