// /admin/offers/{offerId}: the offer's details and image, its click figures (raw and human side
// by side, unique clickers, clicks by day), the sending history with open rates, the click
// export (CSV download), edit and delete.
import '@mantine/core/styles/Image.layer.css';
import '@/lib/i18n-admin';
import { type ReactNode, useId, useState } from 'react';
import {
  Anchor,
  Button,
  Card,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { NotFoundView } from '@/components/error-views';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { QueryError } from '@/components/query-error';
import { SendoutHistory } from '@/admin-kit/sendouts/sendout-history';
import { isApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { usePageTitle } from '@/lib/page-title';
import { offerSendoutApi } from '../api/offer-sendouts';
import { offerExportUrl, useDeleteOffer, useOffer, useOfferClicks } from '../api/offers';
import { ClickStatistics } from '../components/click-statistics';
import { OfferStateBadge } from '../components/offer-state-badge';

function Section({
  title,
  children,
  action,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  const id = useId();
  return (
    <Card padding="lg" component="section" aria-labelledby={id}>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} fz={20} id={id}>
            {title}
          </Title>
          {action}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}

export function OfferDetailRoute() {
  const { t, i18n } = useTranslation(['offers', 'admin']);
  const navigate = useNavigate();
  const { offerId } = useParams();
  const id = Number(offerId);
  const offer = useOffer(id, i18n.language);
  const clicks = useOfferClicks(id);
  const [page, setPage] = useState(1);
  const history = offerSendoutApi.useSendouts(id, 'history', page, 10);
  const remove = useDeleteOffer();
  const [confirming, setConfirming] = useState(false);
  usePageTitle(offer.data?.title ?? t('detail.title'));

  if (!Number.isInteger(id) || id <= 0 || isApiError(offer.error, 'NOT_FOUND'))
    return <NotFoundView />;
  if (offer.isError) return <QueryError error={offer.error} onRetry={() => void offer.refetch()} />;
  if (!offer.data) return <PageLoader />;
  const o = offer.data;
  const facts: [string, ReactNode][] = [
    [t('detail.state'), <OfferStateBadge key="state" state={o.state} />],
    [
      t('detail.period'),
      t('list.period', { start: formatDateTime(o.startAt), end: formatDateTime(o.expiresAt) }),
    ],
    [
      t('detail.link'),
      <Anchor
        key="link"
        href={o.link}
        target="_blank"
        rel="noopener noreferrer"
        style={{ overflowWrap: 'anywhere' }}
      >
        {o.link}
      </Anchor>,
    ],
    [t('detail.language'), t(`admin:posts.languages.${o.mainLanguage}`)],
  ];

  return (
    <>
      <Group justify="space-between" align="flex-start" wrap="wrap" mb="md">
        <PageHeader title={o.title} />
        <Group gap="xs">
          <Button
            component={Link}
            to={`/admin/offers/update/${o.id}`}
            variant="light"
            leftSection={<IconPencil size={16} aria-hidden />}
          >
            {t('detail.edit')}
          </Button>
          <Button
            variant="light"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => {
              remove.reset();
              setConfirming(true);
            }}
          >
            {t('detail.delete')}
          </Button>
        </Group>
      </Group>
      <Stack gap="lg">
        <Section title={t('detail.facts')}>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <Image
              src={o.imageUrl}
              alt={t('wizard.fields.imagePreview')}
              radius="md"
              mah={260}
              fit="contain"
            />
            <Table variant="vertical" layout="fixed">
              <Table.Tbody>
                {facts.map(([label, value]) => (
                  <Table.Tr key={label}>
                    <Table.Th w={{ base: 110, sm: 160 }}>{label}</Table.Th>
                    <Table.Td>{value}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </SimpleGrid>
          <Stack gap={4}>
            <Text fw={600} fz="sm">
              {t('detail.description')}
            </Text>
            <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {o.description}
            </Text>
          </Stack>
        </Section>
        <Section
          title={t('detail.statistics')}
          action={
            <Button
              component="a"
              href={offerExportUrl(o.id, i18n.language)}
              download
              variant="light"
              leftSection={<IconDownload size={16} aria-hidden />}
            >
              {t('detail.export')}
            </Button>
          }
        >
          {clicks.isError ? (
            <QueryError error={clicks.error} onRetry={() => void clicks.refetch()} />
          ) : clicks.data ? (
            <ClickStatistics stats={clicks.data} />
          ) : (
            <PageLoader fullHeight={false} />
          )}
        </Section>
        <Section title={t('detail.history')}>
          <SendoutHistory
            query={history}
            onPageChange={setPage}
            emptyText={t('detail.historyEmpty')}
          />
        </Section>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={t('list.deleteTitle')}
        body={t('list.deleteBody', { title: o.title })}
        confirmLabel={t('list.actions.delete')}
        pending={remove.isPending}
        error={remove.error?.message}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(o.id, {
            onSuccess: () => {
              notifications.show({ color: 'teal', message: t('list.deleted', { title: o.title }) });
              void navigate('/admin/offers');
            },
          })
        }
      />
    </>
  );
}
