// The composer's media: photos (up to 10, previewed, each checked for 3 MB before upload by the
// caller's `onAdd`) and YouTube/Vimeo links (up to 5), with their field errors.
import { useEffect, useMemo, type Dispatch, type SetStateAction } from 'react';
import {
  ActionIcon,
  Button,
  FileButton,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPhotoPlus, IconPlus, IconVideo, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { GROUP_LIMITS } from '@fanclub/contract/group-codes';
import classes from './topic.module.css';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

/** A group of inputs' name and hint. */
function FieldHeading({ label, hint }: { label: string; hint: string }) {
  return (
    <div>
      <Text fw={500} fz="sm">
        {label}
      </Text>
      <Text fz="xs" c="dimmed">
        {hint}
      </Text>
    </div>
  );
}

export function PhotoField(props: {
  photos: File[];
  setPhotos: Dispatch<SetStateAction<File[]>>;
  onAdd: (files: File[]) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation('group-topics');
  const { photos, setPhotos } = props;
  const previews = useMemo(() => photos.map((p) => URL.createObjectURL(p)), [photos]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);

  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs">
        <FieldHeading label={t('composer.photos')} hint={t('composer.photosHint')} />
        <FileButton onChange={props.onAdd} accept={ACCEPT} multiple>
          {(buttonProps) => (
            <Button
              {...buttonProps}
              variant="light"
              leftSection={<IconPhotoPlus size={18} />}
              disabled={photos.length >= GROUP_LIMITS.imagesPerPost}
            >
              {t('composer.addPhotos')}
            </Button>
          )}
        </FileButton>
      </Group>
      {props.error && (
        <Text c="red" fz="sm" role="alert">
          {props.error}
        </Text>
      )}
      {previews.length > 0 && (
        <SimpleGrid cols={{ base: 3, sm: 5 }} spacing="xs">
          {previews.map((url, i) => (
            <div className={classes.preview} key={url}>
              <img src={url} alt={t('composer.photoPreview', { n: i + 1 })} />
              <ActionIcon
                className={classes.previewRemove}
                size="sm"
                color="dark"
                variant="filled"
                aria-label={t('composer.removePhoto', { n: i + 1 })}
                onClick={() => setPhotos((ps) => ps.filter((_, j) => j !== i))}
              >
                <IconX size={14} />
              </ActionIcon>
            </div>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

export function VideoFields(props: {
  videos: string[];
  setVideos: Dispatch<SetStateAction<string[]>>;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation('group-topics');
  const { videos, setVideos, errors } = props;
  return (
    <Stack gap={6}>
      <FieldHeading label={t('composer.videos')} hint={t('composer.videosHint')} />
      {videos.map((url, i) => (
        <Group key={i} gap="xs" wrap="nowrap" align="flex-start">
          <TextInput
            style={{ flex: 1 }}
            label={t('composer.videoUrl', { n: i + 1 })}
            placeholder={t('composer.videoPlaceholder')}
            leftSection={<IconVideo size={16} />}
            value={url}
            error={errors[`videoUrls.${i}`]}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setVideos((vs) => vs.map((v, j) => (j === i ? value : v)));
            }}
          />
          <ActionIcon
            variant="subtle"
            color="gray"
            mt={6}
            aria-label={t('composer.removeVideo', { n: i + 1 })}
            onClick={() => setVideos((vs) => vs.filter((_, j) => j !== i))}
          >
            <IconX size={16} />
          </ActionIcon>
        </Group>
      ))}
      {errors.videoUrls && (
        <Text c="red" fz="sm">
          {errors.videoUrls}
        </Text>
      )}
      {videos.length < GROUP_LIMITS.videoLinksPerPost && (
        <Button
          variant="subtle"
          leftSection={<IconPlus size={16} />}
          onClick={() => setVideos((vs) => [...vs, ''])}
          w="fit-content"
          px="xs"
        >
          {t('composer.addVideo')}
        </Button>
      )}
    </Stack>
  );
}
