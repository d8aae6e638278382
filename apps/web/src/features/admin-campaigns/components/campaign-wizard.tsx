// The campaign wizard: basic settings → email invitation → email reminder → target user →
// delivery management. Each step is saved when the admin moves on (create-detail makes a draft;
// it becomes sendable with an audience and a Japanese invitation), so a wizard left halfway is
// continued from the list. The same wizard, pre-filled, edits a campaign.
import '@mantine/core/styles/Stepper.layer.css';
import { useMemo, useState } from 'react';
import { Button, Card, Group, Stack, Stepper } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { type FieldErrors, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CAMPAIGN_MAIL_TAGS, type CampaignDetailData } from '@fanclub/contract/campaigns';
import type { ContentLanguage } from '@fanclub/contract/codes';
import type { SendoutType } from '@fanclub/contract/sendouts';
import {
  audienceOf,
  audienceProblems,
  type AudienceFormValues,
} from '@/components/audience/audience-form';
import { FormAlert } from '@/components/form-alert';
import { mailLanguages, mailProblems, type MailPart } from '@/components/mail/mail-form';
import { isApiError } from '@/lib/api-client';
import { applyServerErrors, useContractResolver } from '@/lib/form';
import { translate } from '@fanclub/contract/messages';
import { getLocale } from '@/lib/locale';
import { campaignKeys } from '../api/campaign-keys';
import { saveCampaignAudience, saveCampaignDetail, saveCampaignEmails } from '../api/save-campaign';
import { BasicStep } from './basic-step';
import {
  BASIC_FIELDS,
  type BasicValues,
  type MailErrors,
  type CampaignForm,
  mailErrorsFrom,
  mailSetOf,
  toDetailBody,
} from './campaign-form';
import { DeliveryStep } from './delivery-step';
import { MailStep } from './mail-step';
import { TargetStep } from './target-step';

const STEPS = ['basic', 'invitation', 'reminder', 'target', 'delivery'] as const;
const LAST = STEPS.length - 1;

/** The contract's rules, plus: an empty number is missing (not 0), a limit needs a number. */
function withFormRules(
  base: Resolver<BasicValues, unknown, CampaignDetailData>,
): Resolver<BasicValues, unknown, CampaignDetailData> {
  return async (values, context, options) => {
    const result = await base(values, context, options);
    const missing: ('point' | 'lengthMinutes' | 'respondentLimit')[] = (
      ['point', 'lengthMinutes'] as const
    ).filter((f) => !values[f].trim());
    if (values.limitMode === 'limit' && !values.respondentLimit.trim())
      missing.push('respondentLimit');
    if (missing.length === 0) return result;
    const errors: FieldErrors<BasicValues> = { ...result.errors };
    for (const field of missing)
      errors[field] = { type: 'required', message: 'validation.required' };
    return { values: {}, errors };
  };
}

type Props = { campaignId?: number; initial: CampaignForm; sendToNewMembers?: boolean };

export function CampaignWizard({ campaignId, initial, sendToNewMembers = false }: Props) {
  const { t } = useTranslation('campaigns');
  const queryClient = useQueryClient();
  const compact = useMediaQuery('(max-width: 48em)');
  const [id, setId] = useState(campaignId);
  const [step, setStep] = useState(0);
  const [reached, setReached] = useState(campaignId === undefined ? 0 : LAST);
  const [mail, setMail] = useState(initial.mail);
  const [mailErrors, setMailErrors] = useState<Record<SendoutType, MailErrors>>({
    invitation: {},
    reminder: {},
  });
  const [audience, setAudience] = useState(initial.audience);
  const [hasAudience, setHasAudience] = useState(initial.hasAudience);
  const [formError, setFormError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const contract = useContractResolver<BasicValues, CampaignDetailData>(() =>
    import('@fanclub/contract/campaigns').then((m) => m.campaignDetailBody),
  );
  const resolver = useMemo(() => withFormRules(contract), [contract]);
  const form = useForm<BasicValues, unknown, CampaignDetailData>({
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
      await queryClient.invalidateQueries({ queryKey: campaignKeys.all });
    } finally {
      setSaving(false);
    }
  };

  const saveBasic = form.handleSubmit(() =>
    saved(async () => {
      try {
        const result = await saveCampaignDetail(id, toDetailBody(form.getValues()));
        setId(result.id);
        goTo(1);
      } catch (error) {
        setFormError(applyServerErrors(error, form.setError, BASIC_FIELDS));
      }
    }),
  );

  const saveMail = (type: SendoutType) => {
    const value = mail[type];
    const problems = mailProblems(value, CAMPAIGN_MAIL_TAGS);
    const empty = mailLanguages(value).length === 0;
    if (type === 'invitation' && empty) {
      problems.push({ lang: 'ja', part: 'subject', message: 'validation.required' });
      problems.push({ lang: 'ja', part: 'body', message: 'validation.required' });
    }
    const errors: MailErrors = {};
    for (const p of problems) (errors[p.lang] ??= {})[p.part] = { message: p.message };
    setMailErrors((all) => ({ ...all, [type]: errors }));
    if (problems.length) return;
    // An unwritten reminder is simply not sent.
    if (empty || id === undefined) return goTo(step + 1);
    void saved(async () => {
      try {
        await saveCampaignEmails({ campaignId: id, type, mail: mailSetOf(value) });
        goTo(step + 1);
      } catch (error) {
        const fieldErrors = isApiError(error) ? error.fieldErrors : undefined;
        setMailErrors((all) => ({ ...all, [type]: mailErrorsFrom(fieldErrors) }));
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
        await saveCampaignAudience(id, audienceOf(audience));
        setHasAudience(true);
        goTo(4);
      } catch (error) {
        setFormError(
          isApiError(error) ? error.message : translate(getLocale(), 'errors.SYSTEM_ERROR'),
        );
      }
    });
  };

  const next = () => {
    if (step === 0) return void saveBasic();
    if (step === 1) return saveMail('invitation');
    if (step === 2) return saveMail('reminder');
    if (step === 3) return saveAudience();
  };

  const changeMail = (type: SendoutType) => (lang: ContentLanguage, part: MailPart, text: string) =>
    setMail((m) => ({ ...m, [type]: { ...m[type], [lang]: { ...m[type][lang], [part]: text } } }));
  const changeAudience = (patch: Partial<AudienceFormValues>) =>
    setAudience((a) => ({ ...a, ...patch }));
  const reminderEmpty = mailLanguages(mail.reminder).length === 0;
  /** A step already reached (the later ones need the saved campaign). */
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
          <form onSubmit={(e) => (e.preventDefault(), void saveBasic())} noValidate>
            <BasicStep
              control={form.control}
              errors={form.formState.errors}
              onLimitMode={(mode) => {
                form.setValue('limitMode', mode);
                if (mode === 'unlimited') form.setValue('respondentLimit', '');
                form.clearErrors('respondentLimit');
              }}
            />
          </form>
        )}
        {(step === 1 || step === 2) && (
          <MailStep
            key={STEPS[step]}
            type={step === 1 ? 'invitation' : 'reminder'}
            value={mail[step === 1 ? 'invitation' : 'reminder']}
            onChange={changeMail(step === 1 ? 'invitation' : 'reminder')}
            errors={mailErrors[step === 1 ? 'invitation' : 'reminder']}
          />
        )}
        {step === 3 && <TargetStep value={audience} onChange={changeAudience} />}
        {step === 4 && id !== undefined && (
          <DeliveryStep
            campaignId={id}
            hasAudience={hasAudience}
            languages={{
              invitation: mailLanguages(mail.invitation),
              reminder: mailLanguages(mail.reminder),
            }}
            sendToNewMembers={sendToNewMembers}
          />
        )}
      </Card>
      <Group justify="space-between">
        <Button variant="default" disabled={step === 0} onClick={() => goTo(step - 1)}>
          {t('wizard.back')}
        </Button>
        {step < LAST ? (
          <Button loading={saving} onClick={next}>
            {step === 2 && reminderEmpty ? t('wizard.skipReminder') : t('wizard.saveNext')}
          </Button>
        ) : (
          <Button component={Link} to={`/admin/campaigns/${id}`}>
            {t('wizard.finish')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
