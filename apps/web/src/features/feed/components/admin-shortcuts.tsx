// For administrators only: one-click ways from home into the admin area.
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconChartBar, IconMail, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function AdminShortcuts() {
  const { t } = useTranslation('member');
  return (
    <Card component="section">
      <Stack gap="sm">
        <div>
          <Title order={2} fz="lg">
            {t('home.adminTitle')}
          </Title>
          <Text fz="sm" c="dimmed">
            {t('home.adminLead')}
          </Text>
        </div>
        <Group gap="sm">
          <Button
            component={Link}
            to="/admin/overview"
            variant="light"
            leftSection={<IconChartBar size={16} aria-hidden />}
          >
            {t('home.adminOverview')}
          </Button>
          <Button
            component={Link}
            to="/admin/community"
            variant="light"
            leftSection={<IconUsersGroup size={16} aria-hidden />}
          >
            {t('home.adminCommunity')}
          </Button>
          <Button
            component={Link}
            to="/admin/outbox"
            variant="light"
            leftSection={<IconMail size={16} aria-hidden />}
          >
            {t('home.adminOutbox')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
