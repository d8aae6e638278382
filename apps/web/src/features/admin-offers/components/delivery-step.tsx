// Step 4, manage sendouts: this offer's batches (scheduled ones included), sending the
// invitation now or at a schedule (refused with the busy message while another batch sends)
// and a test send, and "also send to new members". Offers mail one invitation, so there is no
// reminder to choose.
import { useState } from 'react';
import { Alert, Divider, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ContentLanguage } from '@fanclub/contract/codes';
import { BatchRunningAlert } from '@/components/batch-running-alert';
import { NewMembersSwitch } from '@/components/sendouts/new-members-switch';
import { SendBatchForm } from '@/components/sendouts/send-batch-form';
import { SendoutHistory } from '@/components/sendouts/sendout-history';
import { TestSendForm } from '@/components/sendouts/test-send-form';
import { useBatchCheck } from '@/lib/batch-check';
import {
  useCreateOfferSendout,
  useOfferSendouts,
  useOfferTestSendout,
  useOfferSendToNewMembers,
} from '../api/offer-sendouts';

type Props = {
  offerId: number;
  hasAudience: boolean;
  languages: readonly ContentLanguage[];
  sendToNewMembers: boolean;
};

const INVITATION_ONLY = ['invitation'] as const;

export function DeliveryStep({ offerId, hasAudience, languages, sendToNewMembers }: Props) {
  const { t } = useTranslation(['offers', 'admin']);
  const [page, setPage] = useState(1);
  const check = useBatchCheck();
  const history = useOfferSendouts(offerId, 'wizard', page, 10);
  const send = useCreateOfferSendout(offerId);
  const testSend = useOfferTestSendout(offerId);
  const setting = useOfferSendToNewMembers(offerId);

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
            <SendBatchForm send={send} types={INVITATION_ONLY} />
          </Stack>
          <Stack gap="xs">
            <Title order={3} fz={16}>
              {t('wizard.delivery.testTitle')}
            </Title>
            <TestSendForm send={testSend} languages={languages} />
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
