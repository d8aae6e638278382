// The composer of a topic: plain text, up to 10 photos with previews (each checked for 3 MB
// before upload), YouTube/Vimeo links and an optional poll (question, 2–20 options, single or
// multiple choice). The contract's schema checks the text fields first; the server's field
// errors (already in the reader's language) land on the same fields.
import { useEffect, useMemo, useState } from 'react';
import {
  ActionIcon,
  Button,
  Card,
  Checkbox,
  FileButton,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChartBar, IconPhotoPlus, IconPlus, IconVideo, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { GROUP_LIMITS } from '@fanclub/contract/group-codes';
import { groupPostFields } from '@fanclub/contract/group-topics';
import { fieldErrorsFromIssues } from '@fanclub/contract/issues';
import { FormAlert } from '@/components/form-alert';
import { isApiError } from '@/lib/api-client';
import { translate } from '@fanclub/contract/messages';
import { getLocale } from '@/lib/locale';
import { useCreatePost } from '../api/write';
import { acceptPhotos } from '../lib/photos';
import classes from './topic.module.css';

type Errors = Record<string, string>;
const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

function firstErrors(map: Record<string, string[]>): Errors {
  const out: Errors = {};
  for (const [k, v] of Object.entries(map)) if (v[0]) out[k] = v[0];
  return out;
}

export function Composer({ groupId, topicId }: { groupId: number; topicId: number }) {
  const { t } = useTranslation('group-topics');
  const create = useCreatePost(groupId, topicId);
  const [body, setBody] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [videos, setVideos] = useState<string[]>([]);
  const [poll, setPoll] = useState<{ question: string; options: string[]; multiple: boolean }>();
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string>();
  const previews = useMemo(() => photos.map((p) => URL.createObjectURL(p)), [photos]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);

  const addPhotos = (files: File[]) => {
    const { photos: next, problems } = acceptPhotos(photos, files);
    setPhotos(next);
    const texts = [...new Set(problems.map((p) => t(`composer.${p.kind}`, { name: p.name })))];
    setErrors((e) => {
      const { images: _drop, ...rest } = e;
      void _drop;
      return texts.length ? { ...rest, images: texts.join(' ') } : rest;
    });
  };

  const reset = () => {
    setBody('');
    setPhotos([]);
    setVideos([]);
    setPoll(undefined);
    setErrors({});
    setFormError(undefined);
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    const input = {
      body,
      videoUrls: videos.map((v) => v.trim()).filter(Boolean),
      poll: poll ? { ...poll, options: poll.options.map((o) => o.trim()) } : null,
    };
    const parsed = groupPostFields.safeParse(input);
    if (!parsed.success) {
      const fieldErrors = fieldErrorsFromIssues(parsed.error.issues, getLocale());
      setErrors(firstErrors(fieldErrors));
      return;
    }
    setErrors({});
    create.mutate(
      { body: parsed.data.body, videoUrls: parsed.data.videoUrls, poll: parsed.data.poll, photos },
      {
        onSuccess: () => {
          reset();
          notifications.show({ color: 'teal', message: t('composer.posted') });
        },
        onError: (error) => {
          if (!isApiError(error)) {
            setFormError(translate(getLocale(), 'errors.SYSTEM_ERROR'));
            return;
          }
          const fields = firstErrors(error.fieldErrors ?? {});
          setErrors(fields);
          if (Object.keys(fields).length === 0) setFormError(error.message);
        },
      },
    );
  };

  const setOption = (i: number, value: string) =>
    setPoll((p) => p && { ...p, options: p.options.map((o, j) => (j === i ? value : o)) });

  return (
    <Card
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="composer-title"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} fz="h4" id="composer-title">
            {t('composer.title')}
          </Title>
          {formError && <FormAlert>{formError}</FormAlert>}
          <Textarea
            label={t('composer.body')}
            placeholder={t('composer.bodyPlaceholder')}
            autosize
            minRows={3}
            maxRows={12}
            value={body}
            onChange={(e) => setBody(e.currentTarget.value)}
            error={errors.body}
            description={`${body.length} / ${GROUP_LIMITS.postBodyMax}`}
            required
          />

          <Stack gap={6}>
            <Group justify="space-between" gap="xs">
              <div>
                <Text fw={500} fz="sm">
                  {t('composer.photos')}
                </Text>
                <Text fz="xs" c="dimmed">
                  {t('composer.photosHint')}
                </Text>
              </div>
              <FileButton onChange={addPhotos} accept={ACCEPT} multiple>
                {(props) => (
                  <Button
                    {...props}
                    variant="light"
                    leftSection={<IconPhotoPlus size={18} />}
                    disabled={photos.length >= GROUP_LIMITS.imagesPerPost}
                  >
                    {t('composer.addPhotos')}
                  </Button>
                )}
              </FileButton>
            </Group>
            {errors.images && (
              <Text c="red" fz="sm" role="alert">
                {errors.images}
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

          <Stack gap={6}>
            <div>
              <Text fw={500} fz="sm">
                {t('composer.videos')}
              </Text>
              <Text fz="xs" c="dimmed">
                {t('composer.videosHint')}
              </Text>
            </div>
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

          {poll ? (
            <Card withBorder bg="gray.0" p="sm">
              <Stack gap="xs">
                <Group justify="space-between">
                  <Group gap={6}>
                    <IconChartBar size={18} aria-hidden />
                    <Text fw={600} fz="sm">
                      {t('poll.label')}
                    </Text>
                  </Group>
                  <Button
                    variant="subtle"
                    color="gray"
                    size="xs"
                    onClick={() => setPoll(undefined)}
                  >
                    {t('composer.removePoll')}
                  </Button>
                </Group>
                <TextInput
                  label={t('composer.pollQuestion')}
                  value={poll.question}
                  onChange={(e) => {
                    const value = e.currentTarget.value;
                    setPoll((p) => p && { ...p, question: value });
                  }}
                  error={errors['poll.question']}
                  required
                />
                {poll.options.map((option, i) => (
                  <Group key={i} gap="xs" wrap="nowrap" align="flex-end">
                    <TextInput
                      style={{ flex: 1 }}
                      label={t('composer.pollOption', { n: i + 1 })}
                      value={option}
                      onChange={(e) => setOption(i, e.currentTarget.value)}
                      error={errors[`poll.options.${i}`]}
                    />
                    {poll.options.length > GROUP_LIMITS.pollOptionsMin && (
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        mb={4}
                        aria-label={t('composer.removeOption', { n: i + 1 })}
                        onClick={() =>
                          setPoll(
                            (p) => p && { ...p, options: p.options.filter((_, j) => j !== i) },
                          )
                        }
                      >
                        <IconX size={16} />
                      </ActionIcon>
                    )}
                  </Group>
                ))}
                {errors['poll.options'] && (
                  <Text c="red" fz="sm">
                    {errors['poll.options']}
                  </Text>
                )}
                <Group justify="space-between">
                  {poll.options.length < GROUP_LIMITS.pollOptionsMax && (
                    <Button
                      variant="subtle"
                      size="xs"
                      leftSection={<IconPlus size={14} />}
                      onClick={() => setPoll((p) => p && { ...p, options: [...p.options, ''] })}
                    >
                      {t('composer.addOption')}
                    </Button>
                  )}
                  <Checkbox
                    label={t('composer.multiple')}
                    checked={poll.multiple}
                    onChange={(e) => {
                      const checked = e.currentTarget.checked;
                      setPoll((p) => p && { ...p, multiple: checked });
                    }}
                  />
                </Group>
              </Stack>
            </Card>
          ) : (
            <Button
              variant="subtle"
              leftSection={<IconChartBar size={16} />}
              onClick={() => setPoll({ question: '', options: ['', ''], multiple: false })}
              w="fit-content"
              px="xs"
            >
              {t('composer.addPoll')}
            </Button>
          )}

          <Group justify="flex-end">
            <Button type="submit" loading={create.isPending}>
              {t('composer.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
