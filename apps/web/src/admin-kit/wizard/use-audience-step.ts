// A wizard's audience (campaigns, offers): the editor's values, whether the record has a saved
// audience, and the step's save, which checks the ranges, stores the audience through the
// feature's call and moves on to `next`.
import { useState } from 'react';
import type { Audience } from '@fanclub/contract/audience';
import {
  audienceOf,
  audienceProblems,
  type AudienceFormValues,
} from '@/admin-kit/audience/audience-form';
import { failureText } from '@/lib/form';
import type { Wizard } from './wizard-shell';

type Options = {
  initial: AudienceFormValues;
  hasAudience: boolean;
  save: (id: number, audience: Audience) => Promise<unknown>;
  next: number;
};

export function useAudienceStep(wizard: Wizard, options: Options) {
  const [audience, setAudience] = useState(options.initial);
  const [hasAudience, setHasAudience] = useState(options.hasAudience);
  const { id, saved, goTo, setFormError } = wizard;

  const save = () => {
    const problems = audienceProblems(audience);
    if (problems.ageRange || problems.dayRange || id === undefined) return;
    void saved(async () => {
      try {
        await options.save(id, audienceOf(audience));
        setHasAudience(true);
        goTo(options.next);
      } catch (error) {
        setFormError(failureText(error));
      }
    });
  };

  const change = (patch: Partial<AudienceFormValues>) => setAudience((a) => ({ ...a, ...patch }));

  return { audience, hasAudience, save, change };
}
