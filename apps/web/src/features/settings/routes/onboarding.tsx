// /onboarding: account setting → registration → privacy settings → complete, then the first
// profile survey. The server's state decides where the wizard starts and when it is done:
// the two flags (accountSettingUpdated, privacyConsented) come from GET api/auth/user.
import '@/lib/i18n-member';
import '@mantine/core/styles/Stepper.layer.css';
import { useState } from 'react';
import { Button, Group, Paper, Stack, Stepper, Text, ThemeIcon, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconConfetti } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { useUser, userQueryOptions } from '@/lib/auth';
import { usePageTitle } from '@/lib/page-title';
import { hasFinishedOnboarding } from '@/lib/session';
import { AccountSettingsForm } from '../components/account-settings-form';
import { PrivacySettingsForm } from '../components/privacy-settings-form';
import { useProfileSurveyStatus } from '@/lib/profile-survey-status';
import { RegistrationSummary } from '../components/registration-summary';

/** Index of the last step: account 0, registration 1, privacy 2, complete 3. */
const COMPLETE = 3;
/** Below Mantine's `sm` breakpoint. */
const PHONE = '(max-width: 48em)';

export function OnboardingRoute() {
  const { t } = useTranslation('member');
  const queryClient = useQueryClient();
  const { data: user } = useUser();
  usePageTitle(t('onboarding.title'));
  // Where to start, from the server's flags as they were on arrival.
  const [arrivedDone] = useState(() => (user ? hasFinishedOnboarding(user) : false));
  const [step, setStep] = useState(() =>
    user && user.accountSettingUpdated && !user.privacyConsented ? 2 : 0,
  );
  const survey = useProfileSurveyStatus();
  const phone = useMediaQuery(PHONE, window.matchMedia(PHONE).matches, {
    getInitialValueInEffect: false,
  });
  if (!user) return null;
  if (arrivedDone) return <Navigate to="/home" replace />;

  const refreshUser = () =>
    queryClient.invalidateQueries({ queryKey: userQueryOptions().queryKey });
  const next = t('onboarding.next');

  return (
    <Paper w="100%" maw={760} p={{ base: 'md', sm: 'xl' }} radius="lg" shadow="sm" withBorder>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 22, sm: 26 }} c="sea.8">
            {t('onboarding.title')}
          </Title>
          <Text c="dimmed" fz="sm">
            {t('onboarding.lead')}
          </Text>
        </Stack>
        <Stepper
          active={step}
          size="sm"
          allowNextStepsSelect={false}
          onStepClick={(index) => index < step && step !== COMPLETE && setStep(index)}
          // Three steps with their descriptions do not fit a phone's width in one row, and a
          // wrapped row leaves the connectors floating: on a phone the steps stand in a column.
          orientation={phone ? 'vertical' : 'horizontal'}
        >
          <Stepper.Step
            label={t('onboarding.stepAccount')}
            description={t('onboarding.stepAccountDesc')}
          >
            <AccountSettingsForm submitLabel={next} onSaved={() => setStep(1)} />
          </Stepper.Step>
          <Stepper.Step
            label={t('onboarding.stepRegistration')}
            description={t('onboarding.stepRegistrationDesc')}
          >
            <RegistrationSummary onBack={() => setStep(0)} onNext={() => setStep(2)} />
          </Stepper.Step>
          <Stepper.Step
            label={t('onboarding.stepPrivacy')}
            description={t('onboarding.stepPrivacyDesc')}
          >
            <PrivacySettingsForm
              submitLabel={next}
              // The flags must be fresh before the links below leave onboarding.
              onSaved={() => void refreshUser().then(() => setStep(COMPLETE))}
            />
          </Stepper.Step>
          <Stepper.Completed>
            <Stack gap="md" align="flex-start" role="status">
              <ThemeIcon size={56} radius="xl" color="sunset" variant="light">
                <IconConfetti size={30} aria-hidden />
              </ThemeIcon>
              <Title order={2} fz={20}>
                {t('onboarding.completeTitle')}
              </Title>
              <Text>
                {t('onboarding.completeBody', {
                  nickname: user.nickname,
                  points: survey.data?.points ?? 0,
                  count: survey.data?.points ?? 0,
                })}
              </Text>
              <Group>
                <Button component={Link} to="/profile" radius="xl" size="md">
                  {t('onboarding.startSurvey')}
                </Button>
                <Button component={Link} to="/home" variant="subtle" radius="xl">
                  {t('onboarding.later')}
                </Button>
              </Group>
            </Stack>
          </Stepper.Completed>
        </Stepper>
      </Stack>
    </Paper>
  );
}
