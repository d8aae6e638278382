// The campaign wizard: basic settings → email invitation → email reminder → target user →
// sampling (everyone, or a random stratified sample) → delivery management, on the shared wizard shell and delivery panel. Each step is saved when the admin moves on (create-detail makes a draft;
// it becomes sendable with an audience and a Japanese invitation), so a wizard left halfway is
// continued from the list. The same wizard, pre-filled, edits a campaign.
import { useMemo, useState } from 'react';
import { type FieldErrors, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CAMPAIGN_MAIL_TAGS, type CampaignDetailData } from '@fanclub/contract/campaigns';
import type { ContentLanguage } from '@fanclub/contract/codes';
import type { SendoutType } from '@fanclub/contract/sendouts';
import { mailLanguages, mailProblems, type MailPart } from '@/admin-kit/mail/mail-form';
import { DeliveryPanel } from '@/admin-kit/sendouts/delivery-panel';
import { useAudienceStep } from '@/admin-kit/wizard/use-audience-step';
import { useWizard, WizardShell } from '@/admin-kit/wizard/wizard-shell';
import { isApiError } from '@/lib/api-client';
import { applyServerErrors, failureText, useContractResolver } from '@/lib/form';
import { queryKeys } from '@/lib/query-keys';
import { campaignSendoutApi } from '../api/campaign-sendouts';
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
import { MailStep } from './mail-step';
import { SampleStep } from './sample-step';
import { TargetStep } from './target-step';
import { useSampleStep } from './use-sample-step';

const STEPS = ['basic', 'invitation', 'reminder', 'target', 'sample', 'delivery'] as const;

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
  const wizard = useWizard({
    recordId: campaignId,
    steps: STEPS.length,
    invalidate: queryKeys.campaigns.all,
  });
  const { id, setId, step, goTo, saved, setFormError } = wizard;
  const [mail, setMail] = useState(initial.mail);
  const [mailErrors, setMailErrors] = useState<Record<SendoutType, MailErrors>>({
    invitation: {},
    reminder: {},
  });
  const target = useAudienceStep(wizard, {
    initial: initial.audience,
    hasAudience: initial.hasAudience,
    save: saveCampaignAudience,
    next: 4,
  });
  const sample = useSampleStep(wizard, 5);
  const contract = useContractResolver<BasicValues, CampaignDetailData>(() =>
    import('@fanclub/contract/campaigns').then((m) => m.campaignDetailBody),
  );
  const resolver = useMemo(() => withFormRules(contract), [contract]);
  const form = useForm<BasicValues, unknown, CampaignDetailData>({
    resolver,
    defaultValues: initial.basic,
    mode: 'onTouched',
  });

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
        setFormError(failureText(error));
      }
    });
  };

  const next = () => {
    if (step === 0) return void saveBasic();
    if (step === 1) return saveMail('invitation');
    if (step === 2) return saveMail('reminder');
    if (step === 3) return target.save();
    if (step === 4) return sample.save();
  };

  const changeMail = (type: SendoutType) => (lang: ContentLanguage, part: MailPart, text: string) =>
    setMail((m) => ({ ...m, [type]: { ...m[type], [lang]: { ...m[type][lang], [part]: text } } }));
  const reminderEmpty = mailLanguages(mail.reminder).length === 0;
  const mailType = step === 1 ? 'invitation' : 'reminder';

  return (
    <WizardShell
      wizard={wizard}
      ns="campaigns"
      steps={STEPS.map((name) => t(`wizard.steps.${name}`))}
      onNext={next}
      finishTo={`/admin/campaigns/${id}`}
      nextLabel={step === 2 && reminderEmpty ? t('wizard.skipReminder') : undefined}
    >
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
          key={mailType}
          type={mailType}
          value={mail[mailType]}
          onChange={changeMail(mailType)}
          errors={mailErrors[mailType]}
        />
      )}
      {step === 3 && <TargetStep value={target.audience} onChange={target.change} />}
      {step === 4 && <SampleStep step={sample} />}
      {step === 5 && id !== undefined && (
        <DeliveryPanel
          ns="campaigns"
          api={campaignSendoutApi}
          id={id}
          typed
          hasAudience={target.hasAudience}
          languages={{
            invitation: mailLanguages(mail.invitation),
            reminder: mailLanguages(mail.reminder),
          }}
          sendToNewMembers={sendToNewMembers}
        />
      )}
    </WizardShell>
  );
}
