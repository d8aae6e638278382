// Steps 2 and 3: the invitation's or the reminder's subject and body per language, with the
// campaign's tags. The reminder may be left empty (it is then not saved and cannot be sent).
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CAMPAIGN_MAIL_TAGS } from '@fanclub/contract/campaigns';
import type { ContentLanguage } from '@fanclub/contract/codes';
import type { SendoutType } from '@fanclub/contract/sendouts';
import { MailEditor } from '@/admin-kit/mail/mail-editor';
import type { MailForm, MailPart } from '@/admin-kit/mail/mail-form';
import type { MailErrors } from './campaign-form';

type Props = {
  type: SendoutType;
  value: MailForm;
  onChange: (lang: ContentLanguage, part: MailPart, text: string) => void;
  errors: MailErrors;
};

export function MailStep({ type, value, onChange, errors }: Props) {
  const { t } = useTranslation('campaigns');
  return (
    <Stack gap="md">
      <Title order={2} fz={20}>
        {t(`wizard.steps.${type}`)}
      </Title>
      <Text c="dimmed" fz="sm">
        {t(`wizard.mail.${type}Lead`)}
      </Text>
      <Text fz="sm">{t('wizard.mail.tagsLead')}</Text>
      <MailEditor
        value={value}
        onChange={onChange}
        tags={CAMPAIGN_MAIL_TAGS}
        source="campaign"
        errors={errors}
      />
    </Stack>
  );
}
