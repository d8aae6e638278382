// The offer's image: a file chosen here is checked for size at once (3 MB, as the server
// checks it) and previewed; on edit the saved image shows until another is chosen.
import '@mantine/core/styles/Image.layer.css';
import { useEffect, useId, useMemo } from 'react';
import { Button, FileButton, Group, Image, Input, Stack, Text } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export const IMAGE_TYPES = 'image/jpeg,image/png,image/webp';

type Props = {
  file: File | null;
  /** The saved image (edit), shown until another file is chosen. */
  currentUrl?: string | null;
  onChange: (file: File | null) => void;
  error?: string | undefined;
  required?: boolean;
};

export function ImageField({ file, currentUrl, onChange, error, required }: Props) {
  const { t } = useTranslation('offers');
  const id = useId();
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : undefined), [file]);
  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview]);
  const shown = preview ?? currentUrl ?? undefined;

  return (
    <Input.Wrapper
      id={id}
      labelElement="div"
      label={t('wizard.fields.image')}
      description={t('wizard.fields.imageHint')}
      error={error}
      required={required}
    >
      <Stack gap="xs" mt={4}>
        <Group gap="sm">
          <FileButton
            onChange={onChange}
            accept={IMAGE_TYPES}
            inputProps={{ 'aria-label': t('wizard.fields.image') }}
          >
            {(props) => (
              <Button
                {...props}
                variant="light"
                leftSection={<IconPhotoUp size={16} aria-hidden />}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
              >
                {t('wizard.fields.imageChoose')}
              </Button>
            )}
          </FileButton>
          {file && (
            <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {file.name}
            </Text>
          )}
        </Group>
        {shown && (
          <Image
            src={shown}
            alt={t('wizard.fields.imagePreview')}
            radius="md"
            maw={360}
            mah={240}
            fit="contain"
          />
        )}
      </Stack>
    </Input.Wrapper>
  );
}
