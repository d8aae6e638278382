// The wizards' last step, delivery management, for any source on the shared sendout engine:
// the source's batches (scheduled ones included), sending a mail now or at a schedule (refused
// with the busy message while another batch sends), a test send of each written mail, and
// "also send to new members". `ns` is the feature's text namespace; it holds the
// `wizard.steps.delivery` and `wizard.delivery.*` texts.
import '@mantine/core/styles/SegmentedControl.layer.css';
import { useState } from 'react';
import { Alert, Divider, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ContentLanguage } from '@fanclub/contract/codes';
import { SENDOUT_TYPES, type SendoutType } from '@fanclub/contract/sendouts';
import { BatchRunningAlert } from '@/components/batch-running-alert';
import { useBatchCheck } from '@/lib/batch-check';
import { NewMembersSwitch } from './new-members-switch';
import { SendBatchForm } from './send-batch-form';
import { SendoutHistory } from './sendout-history';
import type { SourceSendoutApi } from './source-sendout-api';
import { TestSendForm } from './test-send-form';

type Props = {
  ns: 'campaigns' | 'offers';
  api: SourceSendoutApi;
  id: number;
  hasAudience: boolean;
  /** The languages each mail is written in; a mail with none is not offered. */
  languages: Partial<Record<SendoutType, readonly ContentLanguage[]>>;
  sendToNewMembers: boolean;
  /** Whether the source has mails of more than one type (a test send then names its type). */
  typed?: boolean;
};

export function DeliveryPanel({
  ns,
  api,
  id,
  hasAudience,
  languages,
  sendToNewMembers,
  typed,
}: Props) {
  const { t } = useTranslation([ns, 'admin']);
  const [page, setPage] = useState(1);
  const [testType, setTestType] = useState<SendoutType>('invitation');
  const check = useBatchCheck();
  const history = api.useSendouts(id, 'wizard', page, 10);
  const send = api.useCreateSendout(id);
  const testSend = api.useTestSendout(id, typed ? testType : undefined);
  const setting = api.useSendToNewMembers(id);
  const types = SENDOUT_TYPES.filter((type) => languages[type] !== undefined);
  const sendable = typed ? types.filter((type) => (languages[type]?.length ?? 0) > 0) : types;

  return (
    <Stack gap="md">
      <Title order={2} fz={20}>
        {t('wizard.steps.delivery')}
      </Title>
      {check.data?.busy && (
        <BatchRunningAlert running={check.data.running} title={t('admin:sendouts.busyTitle')} />
      )}
      <Stack gap="xs">
        <Title order={3} fz={16}>
          {t('wizard.delivery.historyTitle')}
        </Title>
        <SendoutHistory
          query={history}
          onPageChange={setPage}
          emptyText={t('wizard.delivery.historyEmpty')}
        />
      </Stack>
      <Divider />
      {!hasAudience ? (
        <Alert color="yellow" role="status">
          {t('wizard.delivery.needsAudience')}
        </Alert>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          <Stack gap="xs">
            <Title order={3} fz={16}>
              {t('wizard.delivery.sendTitle')}
            </Title>
            <SendBatchForm send={send} types={sendable} />
          </Stack>
          <Stack gap="xs">
            <Title order={3} fz={16}>
              {t('wizard.delivery.testTitle')}
            </Title>
            {sendable.length > 1 && (
              <SegmentedControl
                value={testType}
                onChange={(v) => setTestType(v as SendoutType)}
                data={sendable.map((type) => ({
                  value: type,
                  label: t(`admin:sendouts.types.${type}`),
                }))}
                aria-label={t('admin:sendouts.testType')}
                w="fit-content"
              />
            )}
            <TestSendForm key={testType} send={testSend} languages={languages[testType] ?? []} />
          </Stack>
        </SimpleGrid>
      )}
      <Divider />
      <NewMembersSwitch
        enabled={sendToNewMembers}
        setting={setting}
        description={t('wizard.delivery.newMembersHint')}
      />
      <Text fz="sm" c="dimmed">
        {t('wizard.delivery.finishLead')}
      </Text>
    </Stack>
  );
}
