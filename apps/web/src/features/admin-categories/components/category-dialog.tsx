// Create or rename a category: Japanese and English names, both required.
import { useState } from 'react';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CategoryItem } from '@fanclub/contract/posts';
import { FormAlert } from '@/components/form-alert';
import { applyServerErrors, useErrorText } from '@/lib/form';
import { useSaveCategory } from '../api/categories';

type Values = { nameJa: string; nameEn: string };
type Props = {
  opened: boolean;
  category?: CategoryItem | undefined;
  onClose: () => void;
  onSaved: () => void;
};

export function CategoryDialog({ opened, category, onClose, onSaved }: Props) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const save = useSaveCategory();
  const [formError, setFormError] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    values: { nameJa: category?.nameJa ?? '', nameEn: category?.nameEn ?? '' },
  });
  const required = { validate: (v: string) => v.trim() !== '' || 'validation.required' };

  const submit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await save.mutateAsync({ id: category?.id, body: values });
      onSaved();
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ['nameJa', 'nameEn']));
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={category ? t('categories.editTitle') : t('categories.createTitle')}
      centered
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="md">
          {formError && <FormAlert>{formError}</FormAlert>}
          <TextInput
            {...register('nameJa', required)}
            label={t('categories.nameJa')}
            required
            maxLength={60}
            error={errorText(errors.nameJa)}
            data-autofocus
          />
          <TextInput
            {...register('nameEn', required)}
            label={t('categories.nameEn')}
            required
            maxLength={60}
            error={errorText(errors.nameEn)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('categories.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {t('categories.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
