// A wide table that scrolls sideways on narrow screens and says so: while columns are hidden
// to the right, a line above the table tells the reader to swipe, and the right edge fades.
// It replaces Mantine's Table.ScrollContainer for the admin lists (action columns must not be
// cut off on phones without a hint). The region is focusable, so keys scroll it too.
//   import { ScrollTable } from '@/components/scroll-table';
//   <ScrollTable minWidth={900} label={t('…tableLabel')}><Table …/></ScrollTable>
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { Text } from '@mantine/core';
import { IconArrowsHorizontal } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './scroll-table.module.css';

type Props = { minWidth: number; label?: string; children: ReactNode };

export function ScrollTable({ minWidth, label, children }: Props) {
  const { t } = useTranslation('common');
  const ref = useRef<HTMLDivElement>(null);
  const [hidden, setHidden] = useState(false);
  const measure = useCallback(() => {
    const el = ref.current;
    if (el) setHidden(el.scrollLeft + el.clientWidth < el.scrollWidth - 2);
  }, []);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure]);
  return (
    <div className={classes.root} data-more={hidden || undefined}>
      {hidden && (
        <Text fz="xs" c="dimmed" className={classes.cue} aria-hidden>
          <IconArrowsHorizontal size={14} />
          {t('table.scrollHint')}
        </Text>
      )}
      <div
        ref={ref}
        className={classes.scroll}
        onScroll={measure}
        tabIndex={0}
        role="region"
        aria-label={label}
      >
        <div style={{ minWidth }}>{children}</div>
      </div>
    </div>
  );
}
