// For administrators only: a way from home into every section of the admin area, in the
// admin menu's order and with its icons.
import { Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ADMIN_SECTIONS } from '@/components/admin-sections';

export function AdminShortcuts() {
  const { t } = useTranslation('member');
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <div>
          <Title order={2} fz="lg" id={titleId}>
            {t('home.adminTitle')}
          </Title>
          <Text fz="sm" c="dimmed">
            {t('home.adminLead')}
          </Text>
        </div>
        <SimpleGrid component="ul" cols={{ base: 2, md: 1, lg: 2 }} spacing={8} m={0} p={0}>
          {ADMIN_SECTIONS.map(({ to, key, icon: SectionIcon }) => (
            // Rows keep one height when a label wraps (an English name in a narrow column).
            <li key={key} style={{ listStyle: 'none' }}>
              <Button
                component={Link}
                to={to}
                variant="light"
                fullWidth
                justify="flex-start"
                radius="md"
                h="100%"
                mih={36}
                py={6}
                leftSection={<SectionIcon size={18} aria-hidden />}
                styles={{ label: { whiteSpace: 'normal', textAlign: 'start', lineHeight: 1.3 } }}
              >
                {t(`home.adminSections.${key}`)}
              </Button>
            </li>
          ))}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
