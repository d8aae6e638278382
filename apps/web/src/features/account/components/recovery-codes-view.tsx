// Recovery codes, shown once: a list to copy or download, and a button to say they are kept.
import { Alert, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCopy, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export function RecoveryCodesView({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation('member');
  const [copied, setCopied] = useState(false);
  const text = codes.join('\n');
  const copy = () => {
    void navigator.clipboard?.writeText(text).then(() => setCopied(true));
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([`${text}\n`], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'setouchi-fanclub-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Stack gap="md">
      <Alert color="yellow" variant="light" title={t('twoFactor.codesTitle')}>
        {t('twoFactor.codesLead')}
      </Alert>
      <SimpleGrid
        cols={2}
        spacing="xs"
        data-testid="recovery-codes"
        style={{ fontFamily: 'ui-monospace, monospace', fontSize: 16 }}
      >
        {codes.map((code) => (
          <Text key={code} ff="monospace" fz="md">
            {code}
          </Text>
        ))}
      </SimpleGrid>
      <Group gap="xs">
        <Button variant="light" leftSection={<IconCopy size={16} aria-hidden />} onClick={copy}>
          {copied ? t('twoFactor.copied') : t('twoFactor.copy')}
        </Button>
        <Button
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={download}
        >
          {t('twoFactor.download')}
        </Button>
      </Group>
      <Button onClick={onDone} style={{ alignSelf: 'flex-start' }}>
        {t('twoFactor.codesSaved')}
      </Button>
    </Stack>
  );
}
