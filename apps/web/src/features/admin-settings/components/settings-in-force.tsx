// The settings in force that only the environment sets: registration age, lottery, mail mode
// and sendout speed, read-only.
import { Card, Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SettingsView } from '@fanclub/contract/settings';
import { formatNumber } from '@/lib/format';

export function SettingsInForce({ view }: { view: SettingsView }) {
  const { t, i18n } = useTranslation('stats');
  const rows: Array<[string, string]> = [
    [
      t('settings.minRegistrationAge'),
      t('settings.minRegistrationAgeValue', { age: view.minRegistrationAge }),
    ],
    [
      t('settings.lottery'),
      view.referralLotteryEnabled ? t('settings.lotteryOn') : t('settings.lotteryOff'),
    ],
    [
      t('settings.mailMode'),
      view.mailMode === 'smtp' ? t('settings.mailSmtp') : t('settings.mailOutbox'),
    ],
    [
      t('settings.sendoutRate'),
      view.sendoutRate === 0
        ? t('settings.sendoutUnlimited')
        : t('settings.sendoutRateValue', {
            rate: formatNumber(view.sendoutRate, i18n.language),
            count: view.sendoutRate,
          }),
    ],
  ];
  return (
    <Card component="section" aria-labelledby="settings-in-force" padding="lg">
      <Title order={2} fz="lg" id="settings-in-force" mb="sm">
        {t('settings.inForce')}
      </Title>
      <Table fz="sm" verticalSpacing="xs">
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row" fw={500} w="45%">
                {label}
              </Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}
