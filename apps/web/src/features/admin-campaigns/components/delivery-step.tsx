// Step 5, delivery management: the batches of this campaign (scheduled ones included), sending
// the invitation or the reminder now or at a schedule (refused with the busy message while
// another batch sends), a test send of either mail, and "also send to new members".
import '@mantine/core/styles/SegmentedControl.layer.css';
import { useState } from 'react';
import { Alert, Divider, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ContentLanguage } from '@fanclub/contract/codes';
import { SENDOUT_TYPES, type SendoutType } from '@fanclub/contract/sendouts';
import { BatchRunningAlert } from '@/components/batch-running-alert';
import { NewMembersSwitch } from '@/components/sendouts/new-members-switch';
import { SendBatchForm } from '@/components/sendouts/send-batch-form';
import { SendoutHistory } from '@/components/sendouts/sendout-history';
import { TestSendForm } from '@/components/sendouts/test-send-form';
import { useBatchCheck } from '@/lib/batch-check';
import {
  useCampaignSendouts,
  useCampaignTestSendout,
  useCreateCampaignSendout,
  useSendToNewMembers,
} from '../api/campaign-sendouts';

type Props = {
  campaignId: number;
  hasAudience: boolean;
  languages: Record<SendoutType, readonly ContentLanguage[]>;
  sendToNewMembers: boolean;
};

export function DeliveryStep({ campaignId, hasAudience, languages, sendToNewMembers }: Props) {
  const { t } = useTranslation(['campaigns', 'admin']);
  const [page, setPage] = useState(1);
  const [testType, setTestType] = useState<SendoutType>('invitation');
  const check = useBatchCheck();
  const history = useCampaignSendouts(campaignId, 'wizard', page, 10);
  const send = useCreateCampaignSendout(campaignId);
  const testSend = useCampaignTestSendout(campaignId, testType);
  const setting = useSendToNewMembers(campaignId);
  const types = SENDOUT_TYPES.filter((type) => languages[type].length > 0);

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
            <SendBatchForm send={send} types={types} />
          </Stack>
          <Stack gap="xs">
            <Title order={3} fz={16}>
              {t('wizard.delivery.testTitle')}
            </Title>
            {types.length > 1 && (
              <SegmentedControl
                value={testType}
                onChange={(v) => setTestType(v as SendoutType)}
                data={types.map((type) => ({
                  value: type,
                  label: t(`admin:sendouts.types.${type}`),
                }))}
                aria-label={t('wizard.delivery.testType')}
                w="fit-content"
              />
            )}
            <TestSendForm key={testType} send={testSend} languages={languages[testType]} />
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
