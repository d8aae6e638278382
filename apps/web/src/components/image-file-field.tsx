// An image upload field that looks like one: a "choose" button with a photo icon, the chosen
// file's name, and a preview (the saved image until another is chosen); never an empty text box.
// The hidden file input carries the field's label, so tests and screen readers find it by name.
//   import { ImageFileField } from '@/components/image-file-field';
//   <ImageFileField label={…} chooseLabel={…} previewAlt={…} accept="image/png,…"
//     file={file} currentUrl={saved} onChange={setFile} error={…} description?={…} />
import '@mantine/core/styles/Image.layer.css';
import { useEffect, useId, useMemo } from 'react';
import { Button, CloseButton, FileButton, Group, Image, Input, Stack, Text } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';

type Props = {
  label: string;
  description?: string | undefined;
  /** The button's text ("Choose an image"). */
  chooseLabel: string;
  /** The preview's alternative text. */
  previewAlt: string;
  /** The clear button's name; without it a chosen file cannot be cleared here. */
  clearLabel?: string | undefined;
  accept: string;
  file: File | null;
  /** The saved image, shown until another file is chosen. */
  currentUrl?: string | null | undefined;
  onChange: (file: File | null) => void;
  error?: string | undefined;
  required?: boolean | undefined;
  /** The preview's largest height. */
  previewHeight?: number;
};

export function ImageFileField(props: Props) {
  const { file, onChange, error } = props;
  const id = useId();
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : undefined), [file]);
  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview]);
  const shown = preview ?? props.currentUrl ?? undefined;

  return (
    <Input.Wrapper
      id={id}
      labelElement="div"
      label={props.label}
      description={props.description}
      error={error}
      required={props.required}
    >
      <Stack gap="xs" mt={4}>
        <Group gap="sm" wrap="nowrap">
          <FileButton
            onChange={onChange}
            accept={props.accept}
            inputProps={{ 'aria-label': props.label }}
          >
            {(buttonProps) => (
              <Button
                {...buttonProps}
                variant="light"
                leftSection={<IconPhotoUp size={16} aria-hidden />}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                style={{ flexShrink: 0 }}
              >
                {props.chooseLabel}
              </Button>
            )}
          </FileButton>
          {file && (
            <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }} data-testid="chosen-file">
              {file.name}
            </Text>
          )}
          {file && props.clearLabel && (
            <CloseButton size="sm" aria-label={props.clearLabel} onClick={() => onChange(null)} />
          )}
        </Group>
        {shown && (
          <Image
            src={shown}
            alt={props.previewAlt}
            radius="md"
            maw={360}
            mah={props.previewHeight ?? 240}
            w="auto"
            fit="contain"
            style={{ objectPosition: 'left' }}
          />
        )}
      </Stack>
    </Input.Wrapper>
  );
}
