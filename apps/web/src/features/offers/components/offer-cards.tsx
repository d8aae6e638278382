// Home: the partner offers open now for this member, as cards (image, title in their language,
// expiry) leading to the offer's page.
import '@mantine/core/styles/Image.layer.css';
import { useId } from 'react';
import {
  Button,
  Card,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCalendarEvent, IconDiscount } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MemberOffer } from '@fanclub/contract/offer-views';
import { firstScreenPicture } from '@/lib/after-paint';
import { formatDateTime } from '@/lib/format';
import { useOpenOffers } from '../api/offers';

function OfferCard({ offer, first }: { offer: MemberOffer; first: boolean }) {
  const { t } = useTranslation('offers');
  const titleId = useId();
  return (
    <Card withBorder radius="lg" padding="md" component="article" aria-labelledby={titleId}>
      <Card.Section>
        {/* The first card's picture is a phone's largest paint on /home (the server's HTML
            preloads it); what waits for the first screen waits for it (lib/after-paint.ts). */}
        <Image
          src={offer.imageUrl}
          alt=""
          h={160}
          fit="cover"
          fetchPriority={first ? 'high' : undefined}
          ref={first ? firstScreenPicture : undefined}
        />
      </Card.Section>
      <Stack gap="xs" mt="md" h="100%">
        <Title order={3} fz={17} id={titleId} style={{ overflowWrap: 'anywhere' }}>
          {offer.title}
        </Title>
        <Group gap={4} mt="auto">
          <IconCalendarEvent size={16} aria-hidden />
          <Text fz="sm">{t('member.expires', { at: formatDateTime(offer.expiresAt) })}</Text>
        </Group>
        <Group>
          <Button
            component={Link}
            to={`/offer/${offer.id}`}
            radius="xl"
            color="sunset"
            aria-label={t('member.openLabel', { title: offer.title })}
          >
            {t('member.open')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

export function OfferCards() {
  const { t, i18n } = useTranslation('offers');
  const offers = useOpenOffers(i18n.language);
  const headingId = useId();
  const cards = offers.data?.data ?? [];
  if (cards.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <Group gap="sm" mb="sm">
        <ThemeIcon size={36} radius="xl" color="sea" variant="light">
          <IconDiscount size={20} aria-hidden />
        </ThemeIcon>
        <Title order={2} fz={20} id={headingId}>
          {t('member.cardsTitle')}
        </Title>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {cards.map((offer, index) => (
          <OfferCard key={offer.id} offer={offer} first={index === 0} />
        ))}
      </SimpleGrid>
    </section>
  );
}
