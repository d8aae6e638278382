// The member's profile photo: the current picture (or initials), "Change photo" with a size
// check before anything is sent, the server's refusal shown under it, and "Remove" after a
// confirmation. Self-contained: drop <AvatarField /> into any member screen.
import '@mantine/core/styles/Avatar.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@/lib/i18n-member';
import { useId, useRef, useState } from 'react';
import { Avatar, Button, FileButton, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AVATAR_ACCEPT, AVATAR_FIELD, MAX_UPLOAD_BYTES } from '@fanclub/contract/avatar';
import { isApiError } from '@/lib/api-client';
import { useUser } from '@/lib/auth';
import { useDeleteAvatar } from '../api/delete-avatar';
import { useAvatar } from '../api/get-avatar';
import { useUploadAvatar } from '../api/upload-avatar';

/** Without a picture the initials stand in for it: announced as an image with a name. */
const IMG_ROLE = 'img';

/** The field's own message when the server put one on `avatar`, else the envelope's. */
function messageOf(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  return error.fieldErrors?.[AVATAR_FIELD]?.[0] ?? error.message;
}

export function AvatarField() {
  const { t } = useTranslation(['member', 'common', 'messages']);
  const titleId = useId();
  const hintId = useId();
  const errorId = useId();
  const { data: user } = useUser();
  const avatar = useAvatar();
  const upload = useUploadAvatar();
  const remove = useDeleteAvatar();
  const [error, setError] = useState<string>();
  const [confirmOpened, confirm] = useDisclosure(false);
  const resetInput = useRef<() => void>(null);
  const chooseButton = useRef<HTMLButtonElement>(null);
  // After "Remove" its button is gone: focus goes to "Choose photo", not to the page's start.
  const removed = useRef(false);

  const notify = (message: string) =>
    notifications.show({
      color: 'teal',
      message,
      closeButtonProps: { 'aria-label': t('common:actions.close') },
    });

  const nickname = user?.nickname ?? '';
  const url = avatar.data?.url ?? null;
  const busy = upload.isPending || remove.isPending;
  const placeholderProps = url
    ? {}
    : { role: IMG_ROLE, 'aria-label': t('member:avatar.placeholder', { nickname }) };

  const onFile = (file: File | null) => {
    resetInput.current?.(); // choosing the same file again must fire again
    if (!file) return;
    setError(undefined);
    if (file.size > MAX_UPLOAD_BYTES) {
      setError(t('messages:errors.FILE_TOO_LARGE'));
      return;
    }
    if (file.type && !file.type.startsWith('image/')) {
      setError(t('messages:validation.avatar_type'));
      return;
    }
    upload.mutate(file, {
      onSuccess: () => notify(t('member:avatar.uploaded')),
      onError: (e) => setError(messageOf(e, t('messages:errors.SYSTEM_ERROR'))),
    });
  };

  const onRemove = () => {
    setError(undefined);
    remove.mutate(undefined, {
      onSuccess: () => {
        removed.current = true;
        confirm.close();
        notify(t('member:avatar.removed'));
      },
      onError: (e) => {
        confirm.close();
        setError(messageOf(e, t('messages:errors.SYSTEM_ERROR')));
      },
    });
  };

  return (
    <Stack gap="xs" role="group" aria-labelledby={titleId}>
      <Text id={titleId} fw={600} fz="sm">
        {t('member:avatar.title')}
      </Text>
      <Group gap="md" wrap="nowrap" align="center">
        <Avatar
          src={url}
          alt={t('member:avatar.alt', { nickname })}
          size={88}
          radius="50%"
          color="sea"
          fz={32}
          {...placeholderProps}
          style={{ opacity: upload.isPending ? 0.5 : 1, transition: 'opacity 150ms' }}
        >
          {nickname.slice(0, 1).toUpperCase()}
        </Avatar>
        <Stack gap={6}>
          <Group gap="xs">
            <FileButton
              onChange={onFile}
              accept={AVATAR_ACCEPT}
              resetRef={resetInput}
              disabled={busy}
              inputProps={{ 'aria-describedby': hintId }}
            >
              {(props) => (
                <Button
                  {...props}
                  ref={chooseButton}
                  variant="light"
                  leftSection={<IconPhotoUp size={16} aria-hidden />}
                  loading={upload.isPending}
                  disabled={remove.isPending}
                  aria-describedby={error ? `${hintId} ${errorId}` : hintId}
                >
                  {url ? t('member:avatar.change') : t('member:avatar.choose')}
                </Button>
              )}
            </FileButton>
            {url && (
              <Button
                variant="subtle"
                color="red"
                c="red.9"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={confirm.open}
                disabled={busy}
              >
                {t('member:avatar.remove')}
              </Button>
            )}
          </Group>
          <Text id={hintId} fz="xs" c="dimmed">
            {t('member:avatar.hint')}
          </Text>
          <Text fz="xs" c="dimmed" aria-live="polite">
            {upload.isPending ? t('member:avatar.uploading') : ''}
          </Text>
        </Stack>
      </Group>
      {error && (
        <Text id={errorId} role="alert" c="red.9" fz="sm">
          {error}
        </Text>
      )}
      <Modal
        opened={confirmOpened}
        onClose={confirm.close}
        title={t('member:avatar.confirmTitle')}
        centered
        radius="lg"
        closeButtonProps={{ 'aria-label': t('common:actions.close') }}
        onExitTransitionEnd={() => {
          if (!removed.current) return;
          removed.current = false;
          chooseButton.current?.focus();
        }}
      >
        <Text fz="sm">{t('member:avatar.confirmBody')}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={confirm.close}>
            {t('common:actions.cancel')}
          </Button>
          <Button color="red.9" loading={remove.isPending} onClick={onRemove}>
            {t('member:avatar.confirmRemove')}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
