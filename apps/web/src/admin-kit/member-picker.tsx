// Choosing members to add somewhere (a group's invitation, a segment): by hand (search by
// nickname or email, tick the ones wanted, add them at once) or by conditions (the shared
// audience editor; "add all N matching"). The caller names the texts and does the adding.
//   <MemberPicker useSearch={useSearch} audienceApi={api} texts={texts} pending={m.isPending}
//     onPick={(body) => m.mutateAsync(body)} />   // body: { userIds } or { audience }
// useSearch and audienceApi are hooks: pass stable ones (module level or useMemo).
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/Tabs.layer.css';
import { useState } from 'react';
import { Button, Checkbox, Group, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ListResponse } from '@fanclub/contract/api';
import type { Audience } from '@fanclub/contract/audience';
import type { AudienceApi } from '@/admin-kit/audience/audience-api';
import { AudienceEditor } from '@/admin-kit/audience/audience-editor';
import {
  audienceOf,
  emptyAudienceForm,
  type AudienceFormValues,
} from '@/admin-kit/audience/audience-form';

export type PickableMember = { id: number; nickname: string; email: string | null };

export type MemberPick = { userIds: number[] } | { audience: Audience };

export type MemberPickerTexts = {
  byHand: string;
  byConditions: string;
  search: string;
  noneFound: string;
  /** The accessible name of one member's box. */
  select: (name: string) => string;
  addSelected: (count: number) => string;
  addAll: (count: number) => string;
  question?: string;
};

type Props = {
  /** Members whose nickname or email contains the keyword (called with '' while empty). */
  useSearch: (keyword: string, enabled: boolean) => UseQueryResult<ListResponse<PickableMember>>;
  audienceApi: AudienceApi;
  texts: MemberPickerTexts;
  pending: boolean;
  /** Adds the chosen members; the ticks clear once it succeeds. */
  onPick: (pick: MemberPick) => Promise<unknown>;
  enabled?: boolean;
};

const labelOf = (m: PickableMember) => (m.email ? `${m.nickname} (${m.email})` : m.nickname);

export function MemberPicker({
  useSearch,
  audienceApi,
  texts,
  pending,
  onPick,
  enabled = true,
}: Props) {
  const [tab, setTab] = useState<string | null>('hand');
  const [keyword, setKeyword] = useState('');
  const [debounced] = useDebouncedValue(keyword.trim(), 300);
  const [picked, setPicked] = useState<Map<number, string>>(new Map());
  const [audience, setAudience] = useState<AudienceFormValues>(emptyAudienceForm());
  const found = useSearch(debounced, enabled && tab === 'hand' && debounced.length > 0);
  const matching = audienceApi.useCount(audienceOf(audience));
  const hits = debounced ? (found.data?.data ?? []) : [];

  const pick = (body: MemberPick) =>
    void onPick(body).then(
      () => setPicked(new Map()),
      () => undefined,
    );

  return (
    <Tabs value={tab} onChange={setTab}>
      <Tabs.List>
        <Tabs.Tab value="hand">{texts.byHand}</Tabs.Tab>
        <Tabs.Tab value="conditions">{texts.byConditions}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="hand" pt="md">
        <Stack gap="sm">
          <TextInput
            label={texts.search}
            value={keyword}
            onChange={(e) => setKeyword(e.currentTarget.value)}
            data-autofocus
          />
          {debounced && found.data && hits.length === 0 && (
            <Text c="dimmed">{texts.noneFound}</Text>
          )}
          {[
            ...hits.map((m) => [m.id, labelOf(m)] as const),
            ...[...picked].filter(([id]) => !hits.some((m) => m.id === id)),
          ].map(([id, label]) => (
            <Checkbox
              key={id}
              label={label}
              aria-label={texts.select(label)}
              checked={picked.has(id)}
              onChange={(e) => {
                const next = new Map(picked);
                if (e.currentTarget.checked) next.set(id, label);
                else next.delete(id);
                setPicked(next);
              }}
            />
          ))}
          <Group>
            <Button
              disabled={picked.size === 0}
              loading={pending}
              onClick={() => pick({ userIds: [...picked.keys()] })}
            >
              {texts.addSelected(picked.size)}
            </Button>
          </Group>
        </Stack>
      </Tabs.Panel>
      <Tabs.Panel value="conditions" pt="md">
        <Stack gap="md">
          <AudienceEditor
            value={audience}
            onChange={(patch) => setAudience((a) => ({ ...a, ...patch }))}
            api={audienceApi}
            {...(texts.question ? { question: texts.question } : {})}
            newsletterReach={false}
          />
          <Group>
            <Button
              disabled={!matching.data?.count}
              loading={pending}
              onClick={() => pick({ audience: audienceOf(audience) })}
            >
              {texts.addAll(matching.data?.count ?? 0)}
            </Button>
          </Group>
        </Stack>
      </Tabs.Panel>
    </Tabs>
  );
}
