// The offer's image: a file chosen here is checked for size at once (3 MB, as the server
// checks it) and previewed; on edit the saved image shows until another is chosen.
import { useTranslation } from 'react-i18next';
import { ImageFileField } from '@/components/image-file-field';

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
  return (
    <ImageFileField
      label={t('wizard.fields.image')}
      description={t('wizard.fields.imageHint')}
      chooseLabel={t('wizard.fields.imageChoose')}
      previewAlt={t('wizard.fields.imagePreview')}
      accept={IMAGE_TYPES}
      file={file}
      currentUrl={currentUrl}
      onChange={onChange}
      error={error}
      required={required}
    />
  );
}
