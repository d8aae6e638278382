// /offer/{offerId}: the offer's image, title, description and expiry, and a button that leaves
// through GET api/offers/{id}/go (a plain link: the server records the click and redirects to
// the partner). After its expiry, "this offer has ended"; outside the audience or unknown, the
// app's not-found view.
import '@mantine/core/styles/Image.layer.css';
import { Button, Group, Image, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarEvent, IconCalendarOff, IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { NotFoundView } from '@/components/error-views';
import { PageLoader } from '@/components/page-loader';
import { QueryError } from '@/components/query-error';
import { isApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { usePageTitle } from '@/lib/page-title';
import { useMemberOffer } from '../api/offers';

export function OfferRoute() {
  const { t, i18n } = useTranslation('offers');
  const { offerId } = useParams();
  // Opened from the mail (`?via=mail`): the click is recorded as the mail's.
  const [params] = useSearchParams();
  const via = params.get('via') === 'mail' ? '?via=mail' : '';
  const id = Number(offerId);
  const offer = useMemberOffer(id, i18n.language);
  usePageTitle(
    offer.data ? (offer.data.ended ? t('member.endedTitle') : offer.data.title) : undefined,
  );

  if (!Number.isInteger(id) || id <= 0 || isApiError(offer.error, 'NOT_FOUND'))
    return <NotFoundView />;
  if (offer.isError) return <QueryError error={offer.error} onRetry={() => void offer.refetch()} />;
  if (!offer.data) return <PageLoader />;
  const o = offer.data;

  if (o.ended)
    return (
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={640} mx="auto" mt="lg">
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={64} radius="xl" color="sunset" variant="light">
            <IconCalendarOff size={34} aria-hidden />
          </ThemeIcon>
          <Title order={1} fz={{ base: 22, sm: 26 }}>
            {t('member.endedTitle')}
          </Title>
          <Text>{t('member.endedBody', { title: o.title, at: formatDateTime(o.expiresAt) })}</Text>
          <Button component={Link} to="/home" radius="xl">
            {t('member.backHome')}
          </Button>
        </Stack>
      </Paper>
    );

  return (
    <Paper withBorder radius="lg" maw={760} mx="auto" style={{ overflow: 'hidden' }}>
      <Image
        src={o.imageUrl}
        alt={t('member.imageAlt', { title: o.title })}
        mah={380}
        fit="cover"
      />
      <Stack gap="md" p={{ base: 'lg', sm: 'xl' }}>
        <Title order={1} fz={{ base: 22, sm: 28 }} style={{ overflowWrap: 'anywhere' }}>
          {o.title}
        </Title>
        <Group gap={6}>
          <IconCalendarEvent size={18} aria-hidden />
          <Text fw={600}>{t('member.expires', { at: formatDateTime(o.expiresAt) })}</Text>
        </Group>
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{o.description}</Text>
        <Group>
          {/* A full-page navigation: the server records the click and redirects to the partner. */}
          <Button
            component="a"
            href={`${o.goUrl}${via}`}
            radius="xl"
            color="sunset"
            size="md"
            rightSection={<IconExternalLink size={18} aria-hidden />}
          >
            {t('member.take')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
