// The tooltip over a reaction count; ReactionSummary loads it (and floating-ui) on first hover.
import '@mantine/core/styles/Tooltip.layer.css';
import type { ReactElement } from 'react';
import { Tooltip } from '@mantine/core';

type ReactionTooltipProps = { label: string; defaultOpened: boolean; children: ReactElement };

export function ReactionTooltip({ label, defaultOpened, children }: ReactionTooltipProps) {
  return (
    <Tooltip label={label} withArrow defaultOpened={defaultOpened}>
      {children}
    </Tooltip>
  );
}
