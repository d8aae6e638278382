// The report's figures: members, points issued, exchanges, the donation pool and the points
// outstanding, as plain tables that print well.
// The report page sits outside the admin layout, which brings these styles for admin screens.
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Table.layer.css';
import type { ReactNode } from 'react';
import { Card, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MEMBER_STATUSES } from '@fanclub/contract/codes';
import { POINT_TYPE_LABELS, type PointType } from '@fanclub/contract/reference';
import type { Report } from '@fanclub/contract/statistics';
import { formatNumber } from '@/lib/format';
import classes from './report.module.css';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card component="section" aria-labelledby={id} padding="lg" className={classes.section}>
      <Stack gap="sm">
        <Title order={2} fz="lg" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

export function ReportView({ report }: { report: Report }) {
  const { t, i18n } = useTranslation('stats');
  const lang = i18n.language === 'en' ? 'en' : 'ja';
  const n = (value: number) => formatNumber(value, i18n.language);
  const types = [...new Set(report.pointsIssued.map((r) => r.type))] as PointType[];
  const issued = new Map(report.pointsIssued.map((r) => [`${r.month}|${r.type}`, r.points]));
  const monthTotal = (month: string) =>
    report.pointsIssued.filter((r) => r.month === month).reduce((s, r) => s + r.points, 0);

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Section id="report-outstanding" title={t('report.outstandingTitle')}>
          <Text fz={26} fw={700}>
            {t('report.outstandingFigure', {
              points: n(report.outstanding.points),
              count: report.outstanding.points,
              yen: n(report.outstanding.yen),
            })}
          </Text>
          <Text c="dimmed" fz="sm">
            {t('report.outstandingMembers', { count: report.outstanding.members })}
          </Text>
        </Section>
        <Section id="report-donations" title={t('report.donationTitle')}>
          <Text fz={26} fw={700}>
            {t('report.donationFigure', {
              points: n(report.donationPool.points),
              count: report.donationPool.points,
              requests: n(report.donationPool.requests),
            })}
          </Text>
          <Text c="dimmed" fz="sm">
            {t('report.donationPeriod', report.donationPool)}
          </Text>
        </Section>
      </SimpleGrid>

      <Section id="report-members" title={t('report.membersTitle')}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Table.ScrollContainer minWidth={260}>
            <Table striped fz="sm">
              <Table.Caption>{t('report.byStatus')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('report.status')}</Table.Th>
                  <Table.Th ta="right">{t('report.count')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {MEMBER_STATUSES.map((status) => (
                  <Table.Tr key={status}>
                    <Table.Th scope="row" fw={500}>
                      {t(`report.statuses.${status}`)}
                    </Table.Th>
                    <Table.Td ta="right">{n(report.members.byStatus[status] ?? 0)}</Table.Td>
                  </Table.Tr>
                ))}
                <Table.Tr>
                  <Table.Th scope="row">{t('report.total')}</Table.Th>
                  <Table.Td ta="right" fw={700}>
                    {n(report.members.total)}
                  </Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Table.ScrollContainer minWidth={260}>
            <Table striped fz="sm">
              <Table.Caption>{t('report.newPerMonth')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('report.month')}</Table.Th>
                  <Table.Th ta="right">{t('report.newMembers')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {report.members.newPerMonth.map((row) => (
                  <Table.Tr key={row.month}>
                    <Table.Th scope="row" fw={500}>
                      {row.month}
                    </Table.Th>
                    <Table.Td ta="right">{n(row.count)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </SimpleGrid>
      </Section>

      <Section id="report-issued" title={t('report.issuedTitle')}>
        {types.length === 0 ? (
          <Text c="dimmed">{t('report.noIssued')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={Math.max(360, 120 + types.length * 110)}>
            <Table striped fz="sm" className={classes.nowrap}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('report.month')}</Table.Th>
                  {types.map((type) => (
                    <Table.Th key={type} ta="right">
                      {POINT_TYPE_LABELS[type][lang]}
                    </Table.Th>
                  ))}
                  <Table.Th ta="right">{t('report.total')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {report.months.map((month) => (
                  <Table.Tr key={month}>
                    <Table.Th scope="row" fw={500}>
                      {month}
                    </Table.Th>
                    {types.map((type) => (
                      <Table.Td key={type} ta="right">
                        {n(issued.get(`${month}|${type}`) ?? 0)}
                      </Table.Td>
                    ))}
                    <Table.Td ta="right" fw={700}>
                      {n(monthTotal(month))}
                    </Table.Td>
                  </Table.Tr>
                ))}
                <Table.Tr>
                  <Table.Th scope="row">{t('report.total')}</Table.Th>
                  {types.map((type) => (
                    <Table.Td key={type} ta="right" fw={700}>
                      {n(
                        report.pointsIssued
                          .filter((r) => r.type === type)
                          .reduce((s, r) => s + r.points, 0),
                      )}
                    </Table.Td>
                  ))}
                  <Table.Td ta="right" fw={700}>
                    {n(report.pointsIssuedTotal)}
                  </Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Section>

      <Section id="report-exchanged" title={t('report.exchangedTitle')}>
        {report.pointsExchanged.length === 0 ? (
          <Text c="dimmed">{t('report.noExchanges')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={420}>
            <Table striped fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('report.reward')}</Table.Th>
                  <Table.Th>{t('report.state')}</Table.Th>
                  <Table.Th ta="right">{t('report.requests')}</Table.Th>
                  <Table.Th ta="right">{t('report.points')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {report.pointsExchanged.map((row) => (
                  <Table.Tr key={`${row.rewardId}|${row.status}`}>
                    <Table.Td>{row.rewardName}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {t(`report.exchangeStatuses.${row.status}`)}
                    </Table.Td>
                    <Table.Td ta="right">{n(row.requests)}</Table.Td>
                    <Table.Td ta="right">{n(row.points)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Section>
    </Stack>
  );
}
