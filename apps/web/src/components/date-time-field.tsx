// A Japan-time `YYYY-MM-DD HH:mm` field: typed, or picked from a calendar (weeks start on
// Monday) with a 24-hour hour and minute. The text is the value, so it is never converted
// through the browser's own time zone; typed variants are tidied on leaving the field
// (date-time-value.ts). Texts: the admin namespace (dateTime.*).
//   import { DateTimeField } from '@/components/date-time-field';
//   <DateTimeField name label value onChange onBlur? error? description? placeholder? required? ref? />
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/dates/styles.layer.css';
import 'dayjs/locale/ja';
import { useState, type Ref } from 'react';
import { ActionIcon, Button, Group, NativeSelect, Popover, Stack, TextInput } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { japanDay } from '@fanclub/contract/japan-time';
import {
  joinDateTime,
  normaliseDateTime,
  splitDateTime,
  type DateTimeParts,
} from './date-time-value';
import classes from './date-time-field.module.css';

const HOURS = Array.from({ length: 24 }, (_, h) => String(h).padStart(2, '0'));
const MINUTES = Array.from({ length: 12 }, (_, i) => String(i * 5).padStart(2, '0'));

type DateTimeFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  name: string;
  description?: string;
  placeholder?: string;
  required?: boolean;
  /** The text input, for the form to focus it on an error. */
  ref?: Ref<HTMLInputElement>;
};

export function DateTimeField({ ref, ...props }: DateTimeFieldProps) {
  const { t, i18n } = useTranslation('admin');
  const [opened, setOpened] = useState(false);
  const locale = i18n.language === 'ja' ? 'ja' : 'en';
  const { day, hour, minute } = splitDateTime(props.value);
  const set = (next: Partial<DateTimeParts>) => {
    const d = next.day ?? day;
    if (d) props.onChange(joinDateTime({ day: d, hour, minute, ...next }));
  };
  const minuteOptions = MINUTES.includes(minute) ? MINUTES : [...MINUTES, minute].sort();

  const picker = (
    <Popover
      opened={opened}
      onChange={setOpened}
      onDismiss={() => setOpened(false)}
      position="bottom-end"
      shadow="md"
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          onClick={() => setOpened((o) => !o)}
          aria-label={t('dateTime.openPicker', { field: props.label })}
          aria-expanded={opened}
        >
          <IconCalendar size={18} aria-hidden />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="sm">
          <DatePicker
            value={day}
            onChange={(d) => set({ day: d })}
            defaultDate={day ?? japanDay(new Date())}
            firstDayOfWeek={1}
            hideOutsideDates
            classNames={{ day: classes.day }}
            locale={locale}
            monthLabelFormat={t('dateTime.picker.monthFormat')}
            getDayAriaLabel={(date) =>
              dayjs(date).locale(locale).format(t('dateTime.picker.dayFormat'))
            }
            ariaLabels={{
              previousMonth: t('dateTime.picker.previousMonth'),
              nextMonth: t('dateTime.picker.nextMonth'),
              monthLevelControl: t('dateTime.picker.chooseMonth'),
              previousYear: t('dateTime.picker.previousYear'),
              nextYear: t('dateTime.picker.nextYear'),
              yearLevelControl: t('dateTime.picker.chooseYear'),
            }}
          />
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <NativeSelect
              label={t('dateTime.picker.hour')}
              value={hour}
              data={HOURS}
              disabled={!day}
              onChange={(e) => set({ hour: e.currentTarget.value })}
              w={80}
            />
            <NativeSelect
              label={t('dateTime.picker.minute')}
              value={minute}
              data={minuteOptions}
              disabled={!day}
              onChange={(e) => set({ minute: e.currentTarget.value })}
              w={80}
            />
            <Button variant="light" onClick={() => setOpened(false)} ml="auto">
              {t('dateTime.picker.done')}
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );

  return (
    <TextInput
      ref={ref}
      name={props.name}
      label={props.label}
      description={props.description ?? t('dateTime.hint')}
      placeholder={props.placeholder ?? t('dateTime.placeholder')}
      value={props.value}
      onChange={(e) => props.onChange(e.currentTarget.value)}
      onBlur={() => {
        const tidy = normaliseDateTime(props.value);
        if (tidy !== props.value) props.onChange(tidy);
        props.onBlur?.();
      }}
      error={props.error}
      required={props.required}
      autoComplete="off"
      maxLength={20}
      w={{ base: '100%', xs: 240 }}
      rightSection={picker}
      rightSectionPointerEvents="all"
    />
  );
}
