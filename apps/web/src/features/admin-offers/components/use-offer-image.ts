// The offer's basic step with its image: the image's own rules (required on create, at most
// 3 MB) checked on choosing and on saving, the save itself (create-detail with the image),
// and the server's answer placed on the image or the fields.
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { OFFER_IMAGE_MAX_BYTES, type OfferDetailData } from '@fanclub/contract/offers';
import type { Wizard } from '@/admin-kit/wizard/wizard-shell';
import { isApiError } from '@/lib/api-client';
import { applyServerErrors, useErrorText } from '@/lib/form';
import { saveOfferDetail } from '../api/save-offer';
import { BASIC_FIELDS, type BasicValues } from './offer-form';

type Options = {
  wizard: Wizard;
  form: UseFormReturn<BasicValues, unknown, OfferDetailData>;
  initialUrl: string | null;
};

export function useOfferImage({ wizard, form, initialUrl }: Options) {
  const errorText = useErrorText();
  const [file, setFile] = useState<File | null>(null);
  const [url, setUrl] = useState(initialUrl);
  const [error, setError] = useState<string>();

  const problem = (chosen: File | null) => {
    if (chosen && chosen.size > OFFER_IMAGE_MAX_BYTES) return 'errors.FILE_TOO_LARGE';
    if (!chosen && url === null) return 'validation.required';
    return undefined;
  };

  const choose = (chosen: File | null) => {
    setFile(chosen);
    const p = problem(chosen);
    setError(p && chosen ? errorText({ message: p }) : undefined);
  };

  const saveBasic = () => {
    const p = problem(file);
    setError(p ? errorText({ message: p }) : undefined);
    void form.handleSubmit((values) =>
      p
        ? undefined
        : wizard.saved(async () => {
            try {
              const result = await saveOfferDetail(wizard.id, values, file);
              wizard.setId(result.id);
              setUrl(result.imageUrl);
              setFile(null);
              wizard.goTo(1);
            } catch (failure) {
              const imageText = isApiError(failure) ? failure.fieldErrors?.image?.[0] : undefined;
              const tooLarge = isApiError(failure, 'FILE_TOO_LARGE');
              if (imageText) setError(imageText);
              else if (tooLarge) setError(failure.message);
              const rest = applyServerErrors(failure, form.setError, BASIC_FIELDS);
              if (!imageText && !tooLarge) wizard.setFormError(rest);
            }
          }),
    )();
  };

  return { file, url, error, choose, saveBasic };
}
