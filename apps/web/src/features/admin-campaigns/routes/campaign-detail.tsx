// /admin/campaigns/{campaignId}: one campaign's settings, mail previews per language, audience
// with its current count, respondents invited / started / completed, the completion URL the
// survey tool calls and how to sign it, the sample and its draws (with "invite more"), sending history, export, edit, disable and delete.
import '@/lib/i18n-admin';
import '@mantine/core/styles/Switch.layer.css';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { Button, Card, Center, Group, Loader, Stack, Switch, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { NotFoundView } from '@/components/error-views';
import { PageHeader } from '@/components/page-header';
import { QueryError } from '@/components/query-error';
import { SendoutHistory } from '@/admin-kit/sendouts/sendout-history';
import { isApiError } from '@/lib/api-client';
import { usePageTitle } from '@/lib/page-title';
import { campaignSendoutApi } from '../api/campaign-sendouts';
import { useCampaign, useCampaignStatus, useDeleteCampaign } from '../api/campaigns';
import { useCurrentAudience } from '../api/save-campaign';
import { AudienceSummary } from '../components/audience-summary';
import { CampaignSettings, RespondentCounts } from '../components/campaign-facts';
import { CampaignStateBadge } from '../components/campaign-state-badge';
import { CompletionInfo } from '../components/completion-info';
import { ExportButton } from '../components/export-button';
import { ExportWatcher } from '../components/export-watcher';
import { MailPreviews } from '../components/mail-previews';
import { SampleRecord } from '../components/sample-record';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card padding="lg" component="section" aria-labelledby={id}>
      <Stack gap="md">
        <Title order={2} fz={20} id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

export function CampaignDetailRoute() {
  const { t, i18n } = useTranslation(['campaigns', 'common']);
  const navigate = useNavigate();
  const { campaignId } = useParams();
  const id = Number(campaignId);
  const campaign = useCampaign(id, i18n.language);
  const audience = useCurrentAudience(id);
  const [page, setPage] = useState(1);
  const history = campaignSendoutApi.useSendouts(id, 'history', page, 10);
  const status = useCampaignStatus();
  const remove = useDeleteCampaign();
  const [confirming, setConfirming] = useState(false);
  usePageTitle(campaign.data?.title ?? t('detail.title'));
  // Members count as invited when a batch takes its recipients, after the send call answered:
  // the history (polled while a batch moves) sees that first, so a history newer than the
  // campaign refreshes the respondent figures, which then agree with it.
  const batches = history.data?.data.map((b) => `${b.id}:${b.status}:${b.sent}`).join();
  const { dataUpdatedAt: campaignAt, refetch: refetchCampaign } = campaign;
  const historyAt = history.dataUpdatedAt;
  useEffect(() => {
    if (batches !== undefined && historyAt > campaignAt) void refetchCampaign();
    // Only a change in the batches asks again, not every poll.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [batches]);

  if (!Number.isInteger(id) || id <= 0 || isApiError(campaign.error, 'NOT_FOUND'))
    return <NotFoundView />;
  if (campaign.isError)
    return <QueryError error={campaign.error} onRetry={() => void campaign.refetch()} />;
  const c = campaign.data;
  if (!c)
    return (
      <Center py="xl">
        <Loader aria-label={t('common:loading')} />
      </Center>
    );

  return (
    <>
      <ExportWatcher />
      <Group justify="space-between" align="flex-start" wrap="wrap" mb={{ base: 'md', sm: 0 }}>
        <PageHeader title={c.title} lead={t('detail.lead', { id: c.id })} />
        <Group gap="sm">
          <CampaignStateBadge state={c.state} />
          <Switch
            checked={c.status === 'active'}
            disabled={status.isPending}
            label={t(`status.${c.status}`)}
            aria-label={t('list.statusLabel', { title: c.title })}
            onChange={(e) =>
              status.mutate(
                { id: c.id, status: e.currentTarget.checked ? 'active' : 'disabled' },
                {
                  onError: (error) => notifications.show({ color: 'red', message: error.message }),
                },
              )
            }
          />
        </Group>
      </Group>
      <Stack gap="lg">
        <Group gap="sm">
          <Button
            component={Link}
            to={`/admin/campaigns/update/${c.id}`}
            leftSection={<IconPencil size={16} aria-hidden />}
          >
            {c.state === 'draft' ? t('list.actions.continue') : t('list.actions.edit')}
          </Button>
          {c.state !== 'draft' && <ExportButton campaignId={c.id} title={c.title} />}
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => {
              remove.reset();
              setConfirming(true);
            }}
          >
            {t('list.actions.delete')}
          </Button>
        </Group>
        <Section title={t('detail.respondentsTitle')}>
          <RespondentCounts campaign={c} />
        </Section>
        <Section title={t('sample.title')}>
          <SampleRecord id={c.id} open={c.state === 'open' || c.state === 'scheduled'} />
        </Section>
        <Section title={t('detail.settingsTitle')}>
          <CampaignSettings campaign={c} />
        </Section>
        <Section title={t('detail.completionTitle')}>
          <CompletionInfo completion={c.completion} />
        </Section>
        <Section title={t('detail.audienceTitle')}>
          {audience.isError ? (
            <QueryError error={audience.error} onRetry={() => void audience.refetch()} />
          ) : audience.data ? (
            <AudienceSummary result={audience.data} />
          ) : (
            <Loader size="sm" aria-label={t('common:loading')} />
          )}
        </Section>
        <Section title={t('detail.mailTitle')}>
          <MailPreviews previews={c.previews} />
        </Section>
        <Section title={t('detail.historyTitle')}>
          <SendoutHistory
            query={history}
            onPageChange={setPage}
            emptyText={t('wizard.delivery.historyEmpty')}
          />
        </Section>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={t('list.deleteTitle')}
        body={c.deletable ? t('list.deleteBody', { title: c.title }) : t('list.notDeletable')}
        confirmLabel={t('list.actions.delete')}
        pending={remove.isPending}
        error={remove.error?.message}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(c.id, {
            onSuccess: () => {
              notifications.show({ color: 'teal', message: t('list.deleted', { title: c.title }) });
              void navigate('/admin/campaigns');
            },
          })
        }
      />
    </>
  );
}
