// Step 1, basic information: both titles, the partner's link, the description, the image (with
// its preview), start and expiry (Japan time), main language and active/disabled. Rules come
// from the contract's schema; the image's presence and size are checked beside it.
import { TextInput } from '@mantine/core';
import { Controller, type Control, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { OFFER_DESCRIPTION_MAX, type OfferDetailData } from '@fanclub/contract/offers';
import { DescriptionField, SourceBasicStep } from '@/admin-kit/wizard/source-fields';
import { useErrorText } from '@/lib/form';
import { ImageField } from './image-field';
import type { BasicValues } from './offer-form';

type Props = {
  control: Control<BasicValues, unknown, OfferDetailData>;
  errors: FieldErrors<BasicValues>;
  image: File | null;
  imageUrl: string | null;
  imageError: string | undefined;
  onImage: (file: File | null) => void;
};

export function BasicStep({ control, errors, image, imageUrl, imageError, onImage }: Props) {
  const { t } = useTranslation(['offers', 'admin']);
  const errorText = useErrorText();

  return (
    <SourceBasicStep ns="offers" control={control} errors={errors} languageField="mainLanguage">
      <Controller
        control={control}
        name="link"
        render={({ field }) => (
          <TextInput
            {...field}
            label={t('wizard.fields.offerLink')}
            description={t('wizard.fields.offerLinkHint')}
            placeholder={t('wizard.fields.offerLinkPlaceholder')}
            required
            type="url"
            maxLength={2000}
            error={errorText(errors.link)}
          />
        )}
      />
      <DescriptionField
        ns="offers"
        control={control}
        errors={errors}
        required
        maxLength={OFFER_DESCRIPTION_MAX}
      />
      <ImageField
        file={image}
        currentUrl={imageUrl}
        onChange={onImage}
        error={imageError}
        required={imageUrl === null}
      />
    </SourceBasicStep>
  );
}
