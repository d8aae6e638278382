// A Japan-time `YYYY-MM-DD HH:mm` field: typed, or picked from a calendar (weeks start on
// Monday) with a 24-hour hour and minute. The text is the value, so it is never converted
// through the browser's own time zone. Texts: the admin namespace (dateTime.*).
//   import { DateTimeField } from '@/components/date-time-field';
//   <DateTimeField name label value onChange onBlur? error? description? required? />
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/dates/styles.layer.css';
import 'dayjs/locale/ja';
import { useState } from 'react';
import { ActionIcon, Button, Group, NativeSelect, Popover, Stack, TextInput } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const HOURS = Array.from({ length: 24 }, (_, h) => String(h).padStart(2, '0'));
const MINUTES = Array.from({ length: 12 }, (_, i) => String(i * 5).padStart(2, '0'));
const VALUE = /^(\d{4}-\d{2}-\d{2})(?: (\d{2}):(\d{2}))?/;

type DateTimeFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  name: string;
  description?: string;
  required?: boolean;
};

export function DateTimeField(props: DateTimeFieldProps) {
  const { t, i18n } = useTranslation('admin');
  const [opened, setOpened] = useState(false);
  const match = VALUE.exec(props.value.trim());
  const day = match?.[1] ?? null;
  const hour = match?.[2] ?? '10';
  const minute = match?.[3] ?? '00';
  const set = (next: { day?: string | null; hour?: string; minute?: string }) => {
    const d = next.day ?? day;
    if (!d) return;
    props.onChange(`${d} ${next.hour ?? hour}:${next.minute ?? minute}`);
  };
  const minuteOptions = MINUTES.includes(minute) ? MINUTES : [...MINUTES, minute].sort();

  const picker = (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" shadow="md" trapFocus>
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          onClick={() => setOpened((o) => !o)}
          aria-label={t('dateTime.openPicker', { field: props.label })}
        >
          <IconCalendar size={18} aria-hidden />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="sm">
          <DatePicker
            value={day}
            onChange={(d) => set({ day: d })}
            defaultDate={day ?? undefined}
            firstDayOfWeek={1}
            locale={i18n.language === 'ja' ? 'ja' : 'en'}
            monthLabelFormat={i18n.language === 'ja' ? 'YYYY年M月' : 'MMMM YYYY'}
            ariaLabels={{
              previousMonth: t('dateTime.picker.previousMonth'),
              nextMonth: t('dateTime.picker.nextMonth'),
              monthLevelControl: t('dateTime.picker.chooseMonth'),
              previousYear: t('dateTime.picker.previousYear'),
              nextYear: t('dateTime.picker.nextYear'),
              yearLevelControl: t('dateTime.picker.chooseYear'),
            }}
          />
          <Group gap="xs" align="flex-end">
            <NativeSelect
              label={t('dateTime.picker.hour')}
              value={hour}
              data={HOURS}
              disabled={!day}
              onChange={(e) => set({ hour: e.currentTarget.value })}
              w={90}
            />
            <NativeSelect
              label={t('dateTime.picker.minute')}
              value={minute}
              data={minuteOptions}
              disabled={!day}
              onChange={(e) => set({ minute: e.currentTarget.value })}
              w={90}
            />
            <Button variant="light" onClick={() => setOpened(false)}>
              {t('dateTime.picker.done')}
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );

  return (
    <TextInput
      name={props.name}
      label={props.label}
      description={props.description ?? t('dateTime.hint')}
      placeholder={t('dateTime.placeholder')}
      value={props.value}
      onChange={(e) => props.onChange(e.currentTarget.value)}
      onBlur={props.onBlur}
      error={props.error}
      required={props.required}
      inputMode="numeric"
      maxLength={16}
      w={{ base: '100%', xs: 240 }}
      rightSection={picker}
    />
  );
}
