// The "Two-step sign-in" section: off (set it up: QR code, first code, recovery codes shown
// once), or on (new recovery codes, turn off). An admin who must set it up is told why.
import { useState } from 'react';
import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TwoFactorSetup } from '@fanclub/contract/two-factor';
import { PageLoader } from '@/components/page-loader';
import { QueryError } from '@/components/query-error';
import { formatDateTime } from '@/lib/format';
import { useUser } from '@/lib/auth';
import { isAdminUser } from '@/lib/session';
import {
  useDisableTwoFactor,
  useNewRecoveryCodes,
  useStartEnrolment,
  useTwoFactorStatus,
} from '../api/two-factor';
import { RecoveryCodesView } from './recovery-codes-view';
import { TwoFactorEnrol } from './two-factor-enrol';
import { TwoFactorProof } from './two-factor-proof';

export function TwoFactorSettings() {
  const { t } = useTranslation('member');
  const status = useTwoFactorStatus();
  const { data: user } = useUser();
  const start = useStartEnrolment();
  const disable = useDisableTwoFactor();
  const regenerate = useNewRecoveryCodes();
  const [setup, setSetup] = useState<TwoFactorSetup>();
  const [codes, setCodes] = useState<string[]>();
  const [asking, setAsking] = useState<'disable' | 'codes'>();

  if (codes) {
    return (
      <Stack gap="md">
        <RecoveryCodesView codes={codes} onDone={() => setCodes(undefined)} />
        {user && isAdminUser(user) && (
          <Button
            component={Link}
            to="/admin/overview"
            variant="subtle"
            style={{ alignSelf: 'flex-start' }}
          >
            {t('twoFactor.toAdmin')}
          </Button>
        )}
      </Stack>
    );
  }
  if (status.isPending) return <PageLoader />;
  if (status.isError)
    return <QueryError error={status.error} onRetry={() => void status.refetch()} />;
  const { enabled, required, recoveryCodesLeft, enabledAt } = status.data;

  if (!enabled) {
    return (
      <Stack gap="md">
        {required && (
          <Alert color="yellow" variant="light" role="status">
            {t('twoFactor.requiredForAdmins')}
          </Alert>
        )}
        {setup ? (
          <TwoFactorEnrol
            setup={setup}
            onEnrolled={(next) => {
              setSetup(undefined);
              setCodes(next);
            }}
          />
        ) : (
          <>
            <Text fz="sm">{t('twoFactor.offLead')}</Text>
            {start.error && <Alert color="red">{start.error.message}</Alert>}
            <Button
              loading={start.isPending}
              onClick={() => start.mutate(undefined, { onSuccess: setSetup })}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('twoFactor.setUp')}
            </Button>
          </>
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Group gap="xs">
        <Badge color="teal" variant="light">
          {t('twoFactor.on')}
        </Badge>
        {enabledAt && (
          <Text fz="sm" c="dimmed">
            {t('twoFactor.since', { date: formatDateTime(enabledAt) })}
          </Text>
        )}
      </Group>
      <Text fz="sm">{t('twoFactor.codesLeft', { count: recoveryCodesLeft })}</Text>
      <Group gap="xs">
        <Button variant="light" onClick={() => setAsking('codes')}>
          {t('twoFactor.newCodes')}
        </Button>
        {!required && (
          <Button variant="subtle" color="red" onClick={() => setAsking('disable')}>
            {t('twoFactor.turnOff')}
          </Button>
        )}
      </Group>
      {required && (
        <Text fz="xs" c="dimmed">
          {t('twoFactor.keptForAdmins')}
        </Text>
      )}
      <TwoFactorProof
        key={asking}
        opened={asking !== undefined}
        title={asking === 'disable' ? t('twoFactor.turnOffTitle') : t('twoFactor.newCodesTitle')}
        submitLabel={asking === 'disable' ? t('twoFactor.turnOff') : t('twoFactor.newCodes')}
        danger={asking === 'disable'}
        pending={disable.isPending || regenerate.isPending}
        error={(asking === 'disable' ? disable.error : regenerate.error)?.message}
        onClose={() => {
          setAsking(undefined);
          disable.reset();
          regenerate.reset();
        }}
        onSubmit={(proof) => {
          if (asking === 'disable') {
            disable.mutate(proof, {
              onSuccess: () => {
                setAsking(undefined);
                notifications.show({ color: 'teal', message: t('twoFactor.turnedOff') });
              },
            });
          } else {
            regenerate.mutate(proof, {
              onSuccess: (next) => {
                setAsking(undefined);
                setCodes(next);
              },
            });
          }
        }}
      />
    </Stack>
  );
}
