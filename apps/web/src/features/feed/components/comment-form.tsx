// The text box of a new comment, a reply or an edit: plain text, a visible label, a counter,
// and the server's field errors on the field. A refusal because the member is blocked goes up.
import { useState } from 'react';
import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CommentBody } from '@fanclub/contract/comments';
import { COMMENT_MAX_LENGTH } from '../lib/reactions';
import { isApiError } from '@/lib/api-client';
import { applyServerErrors, useContractResolver, useErrorText } from '@/lib/form';
import { useSaveComment, type SaveCommentInput } from '../api/save-comment';

type Values = { comment: string };
type Parsed = { comment: string };

export type CommentFormProps = {
  postId: number;
  /** What saving does: a new comment, a reply to a comment, or an edit of one. */
  mode:
    | { kind: 'comment' }
    | { kind: 'reply'; commentId: number }
    | { kind: 'edit'; commentId: number };
  label: string;
  submitLabel: string;
  initial?: string;
  autoFocus?: boolean;
  onDone?: () => void;
  onCancel?: () => void;
  /** The server said the member is blocked: its localised message. */
  onBlocked: (message: string) => void;
};

export function CommentForm({
  postId,
  mode,
  label,
  submitLabel,
  initial = '',
  autoFocus,
  onDone,
  onCancel,
  onBlocked,
}: CommentFormProps) {
  const { t } = useTranslation('member');
  const errorText = useErrorText();
  const save = useSaveComment(postId);
  const [formError, setFormError] = useState<string>();
  const resolver = useContractResolver<Values, Parsed>(() =>
    import('@fanclub/contract/comments').then((m) => m.commentBody),
  );
  const form = useForm<Values, unknown, Parsed>({ resolver, defaultValues: { comment: initial } });
  const length = useWatch({ control: form.control, name: 'comment' }).length;

  const onSubmit = form.handleSubmit((values: CommentBody) => {
    setFormError(undefined);
    const input: SaveCommentInput =
      mode.kind === 'comment'
        ? { kind: 'comment', postId, comment: values.comment }
        : { kind: mode.kind, commentId: mode.commentId, comment: values.comment };
    save.mutate(input, {
      onSuccess: () => {
        form.reset({ comment: '' });
        onDone?.();
      },
      onError: (error) => {
        if (isApiError(error, 'ACCOUNT_BLOCKED')) onBlocked(error.message);
        setFormError(applyServerErrors(error, form.setError, ['comment']));
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="xs">
        {formError && (
          <Alert role="alert" color="red" variant="light">
            {formError}
          </Alert>
        )}
        <Textarea
          label={label}
          placeholder={t('comments.form.placeholder')}
          autosize
          minRows={mode.kind === 'comment' ? 3 : 2}
          maxRows={12}
          data-autofocus={autoFocus || undefined}
          autoFocus={autoFocus}
          error={errorText(form.formState.errors.comment)}
          {...form.register('comment')}
        />
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fz="xs" c={length > COMMENT_MAX_LENGTH ? 'red.8' : 'dimmed'} aria-live="polite">
            {t('comments.form.counter', { count: length, max: COMMENT_MAX_LENGTH })}
          </Text>
          <Group gap="xs" ml="auto">
            {onCancel && (
              <Button variant="default" size="sm" onClick={onCancel}>
                {t('comments.form.cancel')}
              </Button>
            )}
            <Button type="submit" size="sm" loading={save.isPending}>
              {submitLabel}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
