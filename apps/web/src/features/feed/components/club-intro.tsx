// A short introduction of the club, in the member's language.
import { Card, Stack, Text, ThemeIcon, Title, Group } from '@mantine/core';
import { IconSailboat } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export function ClubIntro() {
  const { t } = useTranslation('member');
  return (
    <Card component="section">
      <Stack gap="sm">
        <Group gap="sm">
          <ThemeIcon size={36} radius="xl" color="sunset" variant="light">
            <IconSailboat size={20} aria-hidden />
          </ThemeIcon>
          <Title order={2} fz="lg">
            {t('home.aboutTitle')}
          </Title>
        </Group>
        <Text lh={1.9}>{t('home.about1')}</Text>
        <Text lh={1.9}>{t('home.about2')}</Text>
        <Text lh={1.9} c="dimmed">
          {t('home.about3')}
        </Text>
      </Stack>
    </Card>
  );
}
