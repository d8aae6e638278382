// The member's editor (/create-post, /posts/{id}/edit): title, rich text, categories; posted
// to everyone at once. No audience, no mail: those are the admins'.
import '@/lib/i18n-member';
import { useState } from 'react';
import { Button, Card, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormAlert } from '@/components/form-alert';
import { applyServerErrors } from '@/lib/form';
import { savePost } from '@/lib/post-authoring';
import { PostContentFields } from '@/components/post-editor/post-content-fields';
import {
  CONTENT_FIELDS,
  type PostContentValues,
  toPostContentBody,
} from '@/components/post-editor/post-form';
import { queryKeys } from '@/lib/query-keys';

type Props = { postId?: number; initial: PostContentValues };

export function MemberPostEditor({ postId, initial }: Props) {
  const { t } = useTranslation('member');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string>();
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PostContentValues>({ defaultValues: initial });

  const submit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const saved = await savePost(postId, toPostContentBody(values, 'published'));
      await queryClient.invalidateQueries({ queryKey: queryKeys.memberPosts.all });
      notifications.show({ color: 'teal', message: t('memberPosts.saved') });
      await navigate(`/posts/${saved.id}`);
    } catch (error) {
      setFormError(applyServerErrors(error, setError, CONTENT_FIELDS));
    }
  });

  return (
    <Card component="form" onSubmit={(e) => void submit(e)} noValidate padding="lg">
      <Stack gap="md">
        {formError && <FormAlert>{formError}</FormAlert>}
        <PostContentFields control={control} errors={errors} showSchedule={false} />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => void navigate(-1)}>
            {t('memberPosts.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {postId ? t('memberPosts.update') : t('memberPosts.publish')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
