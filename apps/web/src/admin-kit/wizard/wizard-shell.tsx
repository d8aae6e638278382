// The frame of a step-by-step editor whose steps are saved as the admin moves on (the campaign
// and offer wizards): the stepper (labels only on the current step on a phone), the form-level
// alert, the step's card, and Back / Save-and-next / Finish. `useWizard` holds the step, the
// furthest step reached, the record's id once saved, the saving flag and the form-level error.
import '@mantine/core/styles/Stepper.layer.css';
import { useState, type ReactNode } from 'react';
import { Button, Card, Group, Stack, Stepper } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormAlert } from '@/components/form-alert';

export function useWizard(options: {
  recordId: number | undefined;
  steps: number;
  invalidate: readonly unknown[];
}) {
  const queryClient = useQueryClient();
  const last = options.steps - 1;
  const [id, setId] = useState(options.recordId);
  const [step, setStep] = useState(0);
  const [reached, setReached] = useState(options.recordId === undefined ? 0 : last);
  const [formError, setFormError] = useState<string>();
  const [saving, setSaving] = useState(false);

  const goTo = (next: number) => {
    setFormError(undefined);
    setStep(next);
    setReached((r) => Math.max(r, next));
    window.scrollTo({ top: 0 });
  };

  /** Runs a save, shows the button busy meanwhile, then refreshes the feature's queries. */
  const saved = async (work: () => Promise<void>) => {
    setSaving(true);
    setFormError(undefined);
    try {
      await work();
      await queryClient.invalidateQueries({ queryKey: options.invalidate });
    } finally {
      setSaving(false);
    }
  };

  /** A step already reached (the later ones need the saved record). */
  const selectable = (s: number) => s !== step && s <= reached && (s === 0 || id !== undefined);

  return { id, setId, step, last, goTo, saved, saving, formError, setFormError, selectable };
}

export type Wizard = ReturnType<typeof useWizard>;

type Props = {
  wizard: Wizard;
  /** The feature's text namespace, holding `wizard.back`,
   *  `wizard.saveNext` and `wizard.finish`. */
  ns: 'campaigns' | 'offers';
  /** The steps' names, translated. */
  steps: readonly string[];
  onNext: () => void;
  /** Where Finish leads (the record's page). */
  finishTo: string;
  /** The next button's text where a step words it otherwise (skipping an empty mail). */
  nextLabel?: string | undefined;
  children: ReactNode;
};

export function WizardShell({ wizard, ns, steps, onNext, finishTo, nextLabel, children }: Props) {
  const { t } = useTranslation(ns);
  const compact = useMediaQuery('(max-width: 48em)');
  const { step, last, goTo, selectable } = wizard;
  return (
    <Stack gap="lg">
      <Stepper
        active={step}
        onStepClick={(s) => (selectable(s) ? goTo(s) : undefined)}
        size="sm"
        iconSize={compact ? 28 : undefined}
        wrap={!compact}
      >
        {steps.map((name, i) => (
          <Stepper.Step
            key={name}
            label={compact && i !== step ? undefined : name}
            aria-label={name}
            allowStepSelect={selectable(i)}
          />
        ))}
      </Stepper>
      {wizard.formError && <FormAlert>{wizard.formError}</FormAlert>}
      <Card padding="lg">{children}</Card>
      <Group justify="space-between">
        <Button variant="default" disabled={step === 0} onClick={() => goTo(step - 1)}>
          {t('wizard.back')}
        </Button>
        {step < last ? (
          <Button loading={wizard.saving} onClick={onNext}>
            {nextLabel ?? t('wizard.saveNext')}
          </Button>
        ) : (
          <Button component={Link} to={finishTo}>
            {t('wizard.finish')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
