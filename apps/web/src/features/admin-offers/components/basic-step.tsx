// Step 1, basic information: both titles, the partner's link, the description, the image (with
// its preview), start and expiry (Japan time), main language and active/disabled. Rules come
// from the contract's schema; the image's presence and size are checked beside it.
import '@mantine/core/styles/Switch.layer.css';
import {
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { Controller, type Control, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CONTENT_LANGUAGES } from '@fanclub/contract/codes';
import { OFFER_DESCRIPTION_MAX, type OfferDetailData } from '@fanclub/contract/offers';
import { DateTimeField } from '@/components/date-time-field';
import { useErrorText } from '@/lib/form';
import { ImageField } from './image-field';
import type { BasicValues } from './offer-form';

type Props = {
  control: Control<BasicValues, unknown, OfferDetailData>;
  errors: FieldErrors<BasicValues>;
  image: File | null;
  imageUrl: string | null;
  imageError: string | undefined;
  onImage: (file: File | null) => void;
};

const TITLES = ['titleJa', 'titleEn'] as const;
const TIMES = ['startAt', 'expiresAt'] as const;

export function BasicStep({ control, errors, image, imageUrl, imageError, onImage }: Props) {
  const { t } = useTranslation(['offers', 'admin']);
  const errorText = useErrorText();

  return (
    <Stack gap="md">
      <Title order={2} fz={20}>
        {t('wizard.steps.basic')}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {TITLES.map((name) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field }) => (
              <TextInput
                {...field}
                label={t(`wizard.fields.${name}`)}
                required
                maxLength={200}
                error={errorText(errors[name])}
              />
            )}
          />
        ))}
      </SimpleGrid>
      <Controller
        control={control}
        name="link"
        render={({ field }) => (
          <TextInput
            {...field}
            label={t('wizard.fields.offerLink')}
            description={t('wizard.fields.offerLinkHint')}
            placeholder={t('wizard.fields.offerLinkPlaceholder')}
            required
            type="url"
            maxLength={2000}
            error={errorText(errors.link)}
          />
        )}
      />
      <Controller
        control={control}
        name="description"
        render={({ field }) => (
          <Textarea
            {...field}
            label={t('wizard.fields.description')}
            description={t('wizard.fields.descriptionHint')}
            required
            autosize
            minRows={3}
            maxLength={OFFER_DESCRIPTION_MAX}
            error={errorText(errors.description)}
          />
        )}
      />
      <ImageField
        file={image}
        currentUrl={imageUrl}
        onChange={onImage}
        error={imageError}
        required={imageUrl === null}
      />
      <Group gap="md" align="flex-start">
        {TIMES.map((name) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field }) => (
              <DateTimeField
                name={field.name}
                label={t(`wizard.fields.${name}`)}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errorText(errors[name])}
                required
              />
            )}
          />
        ))}
      </Group>
      <Group gap="xl" align="flex-end">
        <Controller
          control={control}
          name="mainLanguage"
          render={({ field }) => (
            <NativeSelect
              {...field}
              label={t('wizard.fields.primaryLanguage')}
              data={CONTENT_LANGUAGES.map((l) => ({
                value: l,
                label: t(`admin:posts.languages.${l}`),
              }))}
              w={{ base: '100%', xs: 260 }}
              error={errorText(errors.mainLanguage)}
            />
          )}
        />
        <Controller
          control={control}
          name="status"
          render={({ field }) => (
            <Switch
              checked={field.value === 'active'}
              onChange={(e) => field.onChange(e.currentTarget.checked ? 'active' : 'disabled')}
              label={t('wizard.fields.active')}
              description={t('wizard.fields.activeHint')}
              mb={4}
            />
          )}
        />
      </Group>
    </Stack>
  );
}
