// The offer wizard: basic information (with the image) → email invitation → target users →
// manage sendouts, on the shared wizard pieces (wizard shell, mail editor with the offer's
// tags, target panel, delivery panel). Each step is saved when the admin moves on
// (create-detail makes a draft; it becomes sendable with an audience and a Japanese
// invitation). The same wizard, pre-filled, edits an offer.
import { useState } from 'react';
import { Alert, Stack, Text, Title } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ContentLanguage } from '@fanclub/contract/codes';
import { OFFER_MAIL_TAGS, type OfferDetailData } from '@fanclub/contract/offers';
import { MailEditor } from '@/admin-kit/mail/mail-editor';
import {
  mailErrorsOf,
  mailLanguages,
  mailProblems,
  mailSetOf,
  type MailErrors,
  type MailPart,
} from '@/admin-kit/mail/mail-form';
import { DeliveryPanel } from '@/admin-kit/sendouts/delivery-panel';
import { useAudienceStep } from '@/admin-kit/wizard/use-audience-step';
import { useWizard, WizardShell } from '@/admin-kit/wizard/wizard-shell';
import { isApiError } from '@/lib/api-client';
import { failureText, useContractResolver } from '@/lib/form';
import { formatNumber } from '@/lib/format';
import { queryKeys } from '@/lib/query-keys';
import { offerSendoutApi } from '../api/offer-sendouts';
import { saveOfferAudience, saveOfferEmails } from '../api/save-offer';
import { BasicStep } from './basic-step';
import type { BasicValues, OfferForm } from './offer-form';
import { TargetStep } from './target-step';
import { useOfferImage } from './use-offer-image';

const STEPS = ['basic', 'invitation', 'target', 'delivery'] as const;

type Props = { offerId?: number; initial: OfferForm; sendToNewMembers?: boolean };

export function OfferWizard({ offerId, initial, sendToNewMembers = false }: Props) {
  const { t, i18n } = useTranslation('offers');
  const wizard = useWizard({
    recordId: offerId,
    steps: STEPS.length,
    invalidate: queryKeys.offers.all,
  });
  const { id, step, goTo, saved, setFormError } = wizard;
  const [mail, setMail] = useState(initial.mail);
  const [mailErrors, setMailErrors] = useState<MailErrors>({});
  const [reach, setReach] = useState<number>();
  const target = useAudienceStep(wizard, {
    initial: initial.audience,
    hasAudience: initial.hasAudience,
    save: async (offerId, audience) => {
      const result = await saveOfferAudience(offerId, audience);
      setReach(result.newsletterConsentCount);
    },
    next: 3,
  });
  const resolver = useContractResolver<BasicValues, OfferDetailData>(() =>
    import('@fanclub/contract/offers').then((m) => m.offerDetailFields),
  );
  const form = useForm<BasicValues, unknown, OfferDetailData>({
    resolver,
    defaultValues: initial.basic,
    mode: 'onTouched',
  });
  const image = useOfferImage({ wizard, form, initialUrl: initial.imageUrl });

  const saveMail = () => {
    const problems = mailProblems(mail, OFFER_MAIL_TAGS);
    if (mailLanguages(mail).length === 0) {
      problems.push({ lang: 'ja', part: 'subject', message: 'validation.required' });
      problems.push({ lang: 'ja', part: 'body', message: 'validation.required' });
    }
    setMailErrors(mailErrorsOf(problems));
    if (problems.length || id === undefined) return;
    void saved(async () => {
      try {
        await saveOfferEmails({ offerId: id, mail: mailSetOf(mail) });
        goTo(2);
      } catch (error) {
        setMailErrors(mailErrorsOf([], isApiError(error) ? error.fieldErrors : undefined));
        setFormError(failureText(error));
      }
    });
  };

  const next = () => {
    if (step === 0) return image.saveBasic();
    if (step === 1) return saveMail();
    if (step === 2) return target.save();
  };

  const changeMail = (lang: ContentLanguage, part: MailPart, text: string) =>
    setMail((m) => ({ ...m, [lang]: { ...m[lang], [part]: text } }));

  return (
    <WizardShell
      wizard={wizard}
      ns="offers"
      steps={STEPS.map((name) => t(`wizard.steps.${name}`))}
      onNext={next}
      finishTo={`/admin/offers/${id}`}
    >
      {step === 0 && (
        <form onSubmit={(e) => (e.preventDefault(), image.saveBasic())} noValidate>
          <BasicStep
            control={form.control}
            errors={form.formState.errors}
            image={image.file}
            imageUrl={image.url}
            imageError={image.error}
            onImage={image.choose}
          />
        </form>
      )}
      {step === 1 && (
        <Stack gap="md">
          <Title order={2} fz={20}>
            {t('wizard.steps.invitation')}
          </Title>
          <Text c="dimmed" fz="sm">
            {t('wizard.mail.lead')}
          </Text>
          <Text fz="sm">{t('wizard.mail.tagsLead')}</Text>
          <MailEditor
            value={mail}
            onChange={changeMail}
            tags={OFFER_MAIL_TAGS}
            source="offer"
            errors={mailErrors}
          />
        </Stack>
      )}
      {step === 2 && <TargetStep value={target.audience} onChange={target.change} />}
      {step === 3 && id !== undefined && (
        <Stack gap="md">
          {reach !== undefined && (
            <Alert color="teal" variant="light" icon={<IconMailCheck aria-hidden />}>
              {t('wizard.target.reach', { value: formatNumber(reach, i18n.language) })}
            </Alert>
          )}
          <DeliveryPanel
            ns="offers"
            api={offerSendoutApi}
            id={id}
            hasAudience={target.hasAudience}
            languages={{ invitation: mailLanguages(mail) }}
            sendToNewMembers={sendToNewMembers}
          />
        </Stack>
      )}
    </WizardShell>
  );
}
