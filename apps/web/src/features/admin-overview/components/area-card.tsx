// One area of the overview (surveys, offers, posts): its figures over all time and the last
// 30 days in a small table, an optional note, and a link into the area.
import type { ReactNode } from 'react';
import { Alert, Button, Card, Group, Skeleton, Stack, Table, Title } from '@mantine/core';
import { IconArrowRight, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export type AreaRow = {
  label: string;
  /** A figure with its two periods, or one value spanning both columns. */
  allTime?: string;
  last30Days?: string;
  value?: string;
};

type AreaCardProps = {
  /** Unique on the page: the section is labelled by its heading's id. */
  id: string;
  title: string;
  icon: ReactNode;
  rows: AreaRow[] | undefined;
  note?: string;
  link?: { to: string; label: string };
};

export function AreaCard({ id, title, icon, rows, note, link }: AreaCardProps) {
  const { t } = useTranslation('stats');
  const headingId = `overview-${id}`;
  return (
    <Card component="section" aria-labelledby={headingId} padding="lg">
      <Stack gap="sm" h="100%">
        <Group gap="xs" wrap="nowrap">
          {icon}
          <Title order={2} fz="lg" id={headingId}>
            {title}
          </Title>
        </Group>
        {note && (
          <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
            {note}
          </Alert>
        )}
        {!rows ? (
          <Stack gap={6}>
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} h={22} />
            ))}
          </Stack>
        ) : (
          <Table.ScrollContainer minWidth={280}>
            <Table verticalSpacing={6} fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Td />
                  <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {t('period.allTime')}
                  </Table.Th>
                  <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {t('period.last30Days')}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.label}>
                    <Table.Th scope="row" fw={500}>
                      {row.label}
                    </Table.Th>
                    {row.value !== undefined ? (
                      <Table.Td ta="right" colSpan={2} fw={700}>
                        {row.value}
                      </Table.Td>
                    ) : (
                      <>
                        <Table.Td ta="right" fw={700}>
                          {row.allTime}
                        </Table.Td>
                        <Table.Td ta="right">{row.last30Days}</Table.Td>
                      </>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {link && (
          <Group justify="flex-end" mt="auto">
            <Button
              component={Link}
              to={link.to}
              variant="light"
              rightSection={<IconArrowRight size={16} aria-hidden />}
            >
              {link.label}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
