// The wizard's cover control: the current cover, the post's images as radio cards (arrow keys
// move between them), a separate cover uploaded through POST api/posts/images, and the way back
// to "the first image of the post" (no choice saved).
import '@mantine/core/styles/RadioCard.layer.css';
import '@mantine/core/styles/RadioIndicator.layer.css';
import { useState } from 'react';
import { Button, FileButton, Group, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPhoto, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client';
import { uploadPostImage } from '@/lib/post-authoring';
import { imagesIn, resolveCover, type ResolvedCover } from './cover-choice';
import classes from './cover-chooser.module.css';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif';
/** The radio value of "no choice: the first image". */
const FIRST = '';

type CoverChooserProps = {
  contents: string;
  title: string;
  /** The chosen address; null = the first image. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** A separate cover (uploaded, or chosen earlier and not in the contents), kept as an option. */
  separate: string | undefined;
  onSeparate: (url: string) => void;
};

/** How the cover is named after "Current cover:". */
export function useCoverName() {
  const { t } = useTranslation('admin');
  return (cover: ResolvedCover | null) =>
    cover ? t(`posts.cover.source.${cover.source}`, { n: cover.position }) : t('posts.cover.none');
}

type OptionProps = { value: string; url?: string | undefined; label: string; current: string };

// Only the chosen card is in the tab order; the arrow keys move the choice (as native radios).
function Option({ value, url, label, current }: OptionProps) {
  return (
    <Radio.Card
      value={value}
      radius="md"
      className={classes.option}
      tabIndex={value === current ? 0 : -1}
    >
      {url ? (
        <img src={url} alt="" className={classes.thumb} loading="lazy" decoding="async" />
      ) : (
        <div className={`${classes.thumb} ${classes.empty}`}>
          <IconPhoto size={28} stroke={1.5} aria-hidden />
        </div>
      )}
      <Group gap={8} wrap="nowrap" align="flex-start">
        <Radio.Indicator size="sm" mt={2} />
        <Text fz="sm" lh={1.4}>
          {label}
        </Text>
      </Group>
    </Radio.Card>
  );
}

export function CoverChooser(props: CoverChooserProps) {
  const { contents, title, value, onChange, separate, onSeparate } = props;
  const { t } = useTranslation('admin');
  const nameOf = useCoverName();
  const [uploading, setUploading] = useState(false);
  const images = imagesIn(contents);
  const current = value ?? FIRST;
  const cover = resolveCover(contents, title, value);
  // The uploaded cover, and a chosen image since taken out of the contents, stay choosable.
  const extras = [...new Set([separate, value])].filter(
    (url): url is string => !!url && !images.some((image) => image.url === url),
  );

  const upload = async (file: File | null) => {
    if (!file) return;
    setUploading(true);
    try {
      const url = await uploadPostImage(file);
      onSeparate(url);
      onChange(url);
    } catch (err) {
      notifications.show({
        color: 'red',
        message: isApiError(err) ? err.message : t('posts.cover.uploadFailed'),
      });
    } finally {
      setUploading(false);
    }
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="post-cover-title">
      <Stack gap={4}>
        <Title order={3} fz={18} id="post-cover-title">
          {t('posts.cover.title')}
        </Title>
        <Text fz="sm" c="dimmed">
          {t('posts.cover.lead')}
        </Text>
      </Stack>
      <Text fz="sm" fw={600} data-testid="current-cover" aria-live="polite">
        {t('posts.cover.current', { value: nameOf(cover) })}
      </Text>
      <Radio.Group
        value={current}
        onChange={(v) => onChange(v === FIRST ? null : v)}
        label={t('posts.cover.choices')}
        name="post-cover"
      >
        <SimpleGrid cols={{ base: 2, xs: 3, md: 4 }} spacing="sm" mt="xs">
          <Option
            current={current}
            value={FIRST}
            url={images[0]?.url}
            label={images[0] ? t('posts.cover.first') : t('posts.cover.firstNone')}
          />
          {images.map((image, i) => (
            <Option
              current={current}
              key={image.url}
              value={image.url}
              url={image.url}
              label={t('posts.cover.image', { n: i + 1 })}
            />
          ))}
          {extras.map((url) => (
            <Option
              key={url}
              current={current}
              value={url}
              url={url}
              label={t('posts.cover.separate')}
            />
          ))}
        </SimpleGrid>
      </Radio.Group>
      {images.length === 0 && (
        <Text fz="sm" c="dimmed">
          {t('posts.cover.noImages')}
        </Text>
      )}
      <Group gap="sm">
        <FileButton onChange={(file) => void upload(file)} accept={ACCEPT}>
          {(buttonProps) => (
            <Button
              {...buttonProps}
              variant="light"
              loading={uploading}
              leftSection={<IconUpload size={16} aria-hidden />}
            >
              {t('posts.cover.upload')}
            </Button>
          )}
        </FileButton>
        {value !== null && (
          <Button variant="subtle" color="gray" onClick={() => onChange(null)}>
            {t('posts.cover.useFirst')}
          </Button>
        )}
        <Text fz="xs" c="dimmed">
          {t('posts.cover.uploadHint')}
        </Text>
      </Group>
    </Stack>
  );
}
