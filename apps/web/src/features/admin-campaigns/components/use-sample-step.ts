// The wizard's sampling step: everyone who matches, or a random sample of N stratified by one
// dimension (proportional or typed quotas). The form starts from the saved setting, counts the
// members per stratum for the dimension chosen, and saves through the sample call.
import { useState } from 'react';
import type {
  SampleAllocation,
  SampleSetting,
  SampleSettingBody,
  StratifyDimension,
} from '@fanclub/contract/campaign-samples';
import type { Wizard } from '@/admin-kit/wizard/wizard-shell';
import { isApiError } from '@/lib/api-client';
import { failureText } from '@/lib/form';
import { saveCampaignSample, useCampaignSample } from '../api/campaign-sample';

export type SampleForm = {
  mode: 'everyone' | 'sample';
  size: string;
  stratifyBy: StratifyDimension;
  allocation: SampleAllocation;
  quotas: Record<string, string>;
};
export type SampleErrors = Partial<Record<'size' | 'stratifyBy' | 'allocation' | 'quotas', string>>;

const EMPTY: SampleForm = {
  mode: 'everyone',
  size: '',
  stratifyBy: 'none',
  allocation: 'proportional',
  quotas: {},
};

function formOf(sample: SampleSetting | null): SampleForm {
  if (!sample) return EMPTY;
  return {
    mode: 'sample',
    size: String(sample.size),
    stratifyBy: sample.stratifyBy,
    allocation: sample.allocation,
    quotas: Object.fromEntries(Object.entries(sample.quotas).map(([k, v]) => [k, String(v)])),
  };
}

/** The body the form saves; an empty or non-numeric entry goes as text for the server to refuse. */
export function bodyOf(form: SampleForm): SampleSettingBody {
  if (form.mode === 'everyone') return { sample: null };
  const number = (v: string) => (/^\d+$/.test(v.trim()) ? Number(v.trim()) : v);
  const quotas =
    form.allocation === 'quotas'
      ? Object.fromEntries(
          Object.entries(form.quotas)
            .filter(([, v]) => v.trim() !== '')
            .map(([k, v]) => [k, number(v)]),
        )
      : {};
  return {
    sample: {
      size: number(form.size) as number,
      stratifyBy: form.stratifyBy,
      allocation: form.stratifyBy === 'none' ? 'proportional' : form.allocation,
      quotas: quotas as Record<string, number>,
    },
  };
}

export function useSampleStep(wizard: Wizard, next: number) {
  const { id, saved, goTo, setFormError } = wizard;
  // Until the admin changes something, the form shows the saved setting.
  const [edited, setEdited] = useState<SampleForm | null>(null);
  const [errors, setErrors] = useState<SampleErrors>({});
  const [chosen, setChosen] = useState<StratifyDimension | undefined>(undefined);
  const counts = useCampaignSample(id, chosen);
  const savedSample = counts.data?.sample;
  const form = edited ?? (savedSample ? formOf(savedSample) : EMPTY);

  const change = (patch: Partial<SampleForm>) => {
    const next = { ...form, ...patch };
    setEdited(next);
    setChosen(next.stratifyBy);
    setErrors({});
  };

  const save = () => {
    if (id === undefined) return;
    void saved(async () => {
      try {
        await saveCampaignSample(id, bodyOf(form));
        goTo(next);
      } catch (error) {
        const fields = isApiError(error) ? error.fieldErrors : undefined;
        const found: SampleErrors = {};
        for (const [key, messages] of Object.entries(fields ?? {})) {
          const name = key.replace(/^sample\./, '').split('.')[0] as keyof SampleErrors;
          found[name] ??= messages[0];
        }
        setErrors(found);
        setFormError(failureText(error));
      }
    });
  };

  return { form, change, errors, counts, save };
}
