// The offer wizard: basic information (with the image) → email invitation → target users →
// manage sendouts, on the shared wizard pieces (mail editor with the offer's tags, audience
// editor, send-batch and test-send forms). Each step is saved when the admin moves on
// (create-detail makes a draft; it becomes sendable with an audience and a Japanese
// invitation). The same wizard, pre-filled, edits an offer.
import '@mantine/core/styles/Stepper.layer.css';
import { useState } from 'react';
import { Alert, Button, Card, Group, Stack, Stepper, Text, Title } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconMailCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ContentLanguage } from '@fanclub/contract/codes';
import { translate } from '@fanclub/contract/messages';
import {
  OFFER_IMAGE_MAX_BYTES,
  OFFER_MAIL_TAGS,
  type OfferDetailData,
} from '@fanclub/contract/offers';
import { AudienceEditor } from '@/components/audience/audience-editor';
import {
  audienceOf,
  audienceProblems,
  type AudienceFormValues,
} from '@/components/audience/audience-form';
import { FormAlert } from '@/components/form-alert';
import { MailEditor } from '@/components/mail/mail-editor';
import {
  mailErrorsOf,
  mailLanguages,
  mailProblems,
  mailSetOf,
  type MailErrors,
  type MailPart,
} from '@/components/mail/mail-form';
import { isApiError } from '@/lib/api-client';
import { applyServerErrors, useContractResolver, useErrorText } from '@/lib/form';
import { formatNumber } from '@/lib/format';
import { getLocale } from '@/lib/locale';
import { queryKeys } from '@/lib/query-keys';
import { offerAudienceApi } from '../api/offer-audience';
import { saveOfferAudience, saveOfferDetail, saveOfferEmails } from '../api/save-offer';
import { BasicStep } from './basic-step';
import { DeliveryStep } from './delivery-step';
import { BASIC_FIELDS, type BasicValues, type OfferForm } from './offer-form';

const STEPS = ['basic', 'invitation', 'target', 'delivery'] as const;

/** Of the members the audience matches, those who get the mail (they accept the newsletter);
 *  the editor's own count query, so no second call. */
function OfferReach({ audience }: { audience: AudienceFormValues }) {
  const { t, i18n } = useTranslation('offers');
  const [debounced] = useDebouncedValue(audienceOf(audience), 400);
  const count = offerAudienceApi.useCount(debounced);
  const problems = audienceProblems(audience);
  if (problems.ageRange || problems.dayRange || count.data === undefined) return null;
  return (
    <Text fz="sm" c="dimmed" data-testid="offer-reach">
      {t('wizard.target.mailReach', { value: formatNumber(count.data.newsletter, i18n.language) })}
    </Text>
  );
}
const LAST = STEPS.length - 1;

type Props = { offerId?: number; initial: OfferForm; sendToNewMembers?: boolean };

export function OfferWizard({ offerId, initial, sendToNewMembers = false }: Props) {
  const { t, i18n } = useTranslation('offers');
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const compact = useMediaQuery('(max-width: 48em)');
  const [id, setId] = useState(offerId);
  const [step, setStep] = useState(0);
  const [reached, setReached] = useState(offerId === undefined ? 0 : LAST);
  const [image, setImage] = useState<File | null>(null);
  const [imageUrl, setImageUrl] = useState(initial.imageUrl);
  const [imageError, setImageError] = useState<string>();
  const [mail, setMail] = useState(initial.mail);
  const [mailErrors, setMailErrors] = useState<MailErrors>({});
  const [audience, setAudience] = useState(initial.audience);
  const [hasAudience, setHasAudience] = useState(initial.hasAudience);
  const [reach, setReach] = useState<number>();
  const [formError, setFormError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const resolver = useContractResolver<BasicValues, OfferDetailData>(() =>
    import('@fanclub/contract/offers').then((m) => m.offerDetailFields),
  );
  const form = useForm<BasicValues, unknown, OfferDetailData>({
    resolver,
    defaultValues: initial.basic,
    mode: 'onTouched',
  });

  const goTo = (next: number) => {
    setFormError(undefined);
    setStep(next);
    setReached((r) => Math.max(r, next));
    window.scrollTo({ top: 0 });
  };

  const saved = async (work: () => Promise<void>) => {
    setSaving(true);
    setFormError(undefined);
    try {
      await work();
      await queryClient.invalidateQueries({ queryKey: queryKeys.offers.all });
    } finally {
      setSaving(false);
    }
  };

  /** The image's own rules: required on create, at most 3 MB. */
  const imageProblem = (file: File | null) => {
    if (file && file.size > OFFER_IMAGE_MAX_BYTES) return 'errors.FILE_TOO_LARGE';
    if (!file && imageUrl === null) return 'validation.required';
    return undefined;
  };

  const chooseImage = (file: File | null) => {
    setImage(file);
    const problem = imageProblem(file);
    setImageError(problem && file ? errorText({ message: problem }) : undefined);
  };

  const saveBasic = () => {
    const problem = imageProblem(image);
    setImageError(problem ? errorText({ message: problem }) : undefined);
    void form.handleSubmit((values) =>
      problem
        ? undefined
        : saved(async () => {
            try {
              const result = await saveOfferDetail(id, values, image);
              setId(result.id);
              setImageUrl(result.imageUrl);
              setImage(null);
              goTo(1);
            } catch (error) {
              const fieldErrors = isApiError(error) ? error.fieldErrors : undefined;
              const imageText = fieldErrors?.image?.[0];
              if (imageText) setImageError(imageText);
              else if (isApiError(error, 'FILE_TOO_LARGE')) setImageError(error.message);
              const rest = applyServerErrors(error, form.setError, BASIC_FIELDS);
              if (!imageText && !isApiError(error, 'FILE_TOO_LARGE')) setFormError(rest);
            }
          }),
    )();
  };

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
        const fieldErrors = isApiError(error) ? error.fieldErrors : undefined;
        setMailErrors(mailErrorsOf([], fieldErrors));
        setFormError(
          isApiError(error) ? error.message : translate(getLocale(), 'errors.SYSTEM_ERROR'),
        );
      }
    });
  };

  const saveAudience = () => {
    const problems = audienceProblems(audience);
    if (problems.ageRange || problems.dayRange || id === undefined) return;
    void saved(async () => {
      try {
        const result = await saveOfferAudience(id, audienceOf(audience));
        setHasAudience(true);
        setReach(result.newsletterConsentCount);
        goTo(3);
      } catch (error) {
        setFormError(
          isApiError(error) ? error.message : translate(getLocale(), 'errors.SYSTEM_ERROR'),
        );
      }
    });
  };

  const next = () => {
    if (step === 0) return saveBasic();
    if (step === 1) return saveMail();
    if (step === 2) return saveAudience();
  };

  const changeMail = (lang: ContentLanguage, part: MailPart, text: string) =>
    setMail((m) => ({ ...m, [lang]: { ...m[lang], [part]: text } }));
  const changeAudience = (patch: Partial<AudienceFormValues>) =>
    setAudience((a) => ({ ...a, ...patch }));
  /** A step already reached (the later ones need the saved offer). */
  const selectable = (s: number) => s !== step && s <= reached && (s === 0 || id !== undefined);

  return (
    <Stack gap="lg">
      <Stepper
        active={step}
        onStepClick={(s) => (selectable(s) ? goTo(s) : undefined)}
        size="sm"
        iconSize={compact ? 28 : undefined}
        wrap={!compact}
      >
        {STEPS.map((name, i) => (
          <Stepper.Step
            key={name}
            label={compact && i !== step ? undefined : t(`wizard.steps.${name}`)}
            aria-label={t(`wizard.steps.${name}`)}
            allowStepSelect={selectable(i)}
          />
        ))}
      </Stepper>
      {formError && <FormAlert>{formError}</FormAlert>}
      <Card padding="lg">
        {step === 0 && (
          <form onSubmit={(e) => (e.preventDefault(), saveBasic())} noValidate>
            <BasicStep
              control={form.control}
              errors={form.formState.errors}
              image={image}
              imageUrl={imageUrl}
              imageError={imageError}
              onImage={chooseImage}
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
              errors={mailErrors}
            />
          </Stack>
        )}
        {step === 2 && (
          <Stack gap="md">
            <Title order={2} fz={20}>
              {t('wizard.steps.target')}
            </Title>
            <Text c="dimmed" fz="sm">
              {t('wizard.target.lead')}
            </Text>
            <AudienceEditor
              value={audience}
              onChange={changeAudience}
              api={offerAudienceApi}
              question={t('wizard.target.question')}
              newsletterReach={false}
            />
            <OfferReach audience={audience} />
          </Stack>
        )}
        {step === 3 && id !== undefined && (
          <Stack gap="md">
            {reach !== undefined && (
              <Alert color="teal" variant="light" icon={<IconMailCheck aria-hidden />}>
                {t('wizard.target.reach', { value: formatNumber(reach, i18n.language) })}
              </Alert>
            )}
            <DeliveryStep
              offerId={id}
              hasAudience={hasAudience}
              languages={mailLanguages(mail)}
              sendToNewMembers={sendToNewMembers}
            />
          </Stack>
        )}
      </Card>
      <Group justify="space-between">
        <Button variant="default" disabled={step === 0} onClick={() => goTo(step - 1)}>
          {t('wizard.back')}
        </Button>
        {step < LAST ? (
          <Button loading={saving} onClick={next}>
            {t('wizard.saveNext')}
          </Button>
        ) : (
          <Button component={Link} to={`/admin/offers/${id}`}>
            {t('wizard.finish')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
