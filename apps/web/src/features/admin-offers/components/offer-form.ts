// The wizard's values as typed (strings), empty or filled from a saved offer, and what each
// step sends: basic information (with the image beside it), the invitation per language, the
// audience.
import type { Audience } from '@fanclub/contract/audience';
import type { OfferDetailFields } from '@fanclub/contract/offers';
import type { OfferDetail } from '@fanclub/contract/offer-views';
import {
  audienceFormFrom,
  emptyAudienceForm,
  type AudienceFormValues,
} from '@/admin-kit/audience/audience-form';
import { emptyMail, type MailForm } from '@/admin-kit/mail/mail-form';

/** The contract's fields, as the form holds them (every one a string while typed). */
export type BasicValues = {
  [K in keyof Required<OfferDetailFields>]: K extends 'mainLanguage' | 'status'
    ? NonNullable<OfferDetailFields[K]>
    : string;
};

/** Fields the server may name in a 422 (the form shows them in place). */
export const BASIC_FIELDS = [
  'titleJa',
  'titleEn',
  'link',
  'description',
  'mainLanguage',
  'startAt',
  'expiresAt',
  'status',
] as const satisfies readonly (keyof BasicValues)[];

export type OfferForm = {
  basic: BasicValues;
  /** The saved image (edit); a create needs a file. */
  imageUrl: string | null;
  mail: MailForm;
  audience: AudienceFormValues;
  hasAudience: boolean;
};

export function emptyOfferForm(): OfferForm {
  return {
    basic: {
      titleJa: '',
      titleEn: '',
      link: '',
      description: '',
      mainLanguage: 'ja',
      startAt: '',
      expiresAt: '',
      status: 'active',
    },
    imageUrl: null,
    mail: emptyMail(),
    audience: emptyAudienceForm(),
    hasAudience: false,
  };
}

export function offerFormFrom(o: OfferDetail): OfferForm {
  const mail = emptyMail();
  for (const email of o.emails) mail[email.language] = { subject: email.subject, body: email.body };
  return {
    basic: {
      titleJa: o.titleJa,
      titleEn: o.titleEn,
      link: o.link,
      description: o.description,
      mainLanguage: o.mainLanguage,
      startAt: o.startAtJst,
      expiresAt: o.expiresAtJst,
      status: o.status,
    },
    imageUrl: o.imageUrl,
    mail,
    audience: o.audience ? audienceFormFrom(o.audience as Audience) : emptyAudienceForm(),
    hasAudience: o.audience !== null,
  };
}
