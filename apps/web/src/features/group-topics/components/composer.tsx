// The composer of a topic: plain text, up to 10 photos with previews (each checked for 3 MB
// before upload) and YouTube/Vimeo links (composer-media.tsx), and an optional poll
// (poll-editor.tsx). The contract's schema checks the text fields first; the server's field
// errors (already in the reader's language) land on the same fields.
import { useState } from 'react';
import { Button, Card, Group, Stack, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
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
import { PhotoField, VideoFields } from './composer-media';
import { PollEditor, type PollDraft } from './poll-editor';

type Errors = Record<string, string>;

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
  const [poll, setPoll] = useState<PollDraft>();
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string>();

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

          <PhotoField
            photos={photos}
            setPhotos={setPhotos}
            onAdd={addPhotos}
            error={errors.images}
          />
          <VideoFields videos={videos} setVideos={setVideos} errors={errors} />
          <PollEditor poll={poll} setPoll={setPoll} errors={errors} />

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
