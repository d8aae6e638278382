// The admin's post wizard: post content → target user → email content → preview → complete.
// "Save draft" works from every step; publishing (or scheduling) from the preview.
import '@mantine/core/styles/Stepper.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import '@mantine/core/styles/Typography.layer.css';
import { useState } from 'react';
import { Button, Card, Group, Stack, Stepper, Text, ThemeIcon, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCircleCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type FieldPath, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CONTENT_LANGUAGES } from '@fanclub/contract/codes';
import { parseJapanTime } from '@fanclub/contract/japan-time';
import { MAIL_TAGS, type PostStatus, type SavedPost } from '@fanclub/contract/posts';
import { FormAlert } from '@/components/form-alert';
import { mailProblems } from '@/admin-kit/mail/mail-form';
import { applyServerErrors } from '@/lib/form';
import { savePost, useCategoryOptions } from '@/lib/post-authoring';
import { PostContentFields } from '@/components/post-editor/post-content-fields';
import { CONTENT_FIELDS } from '@/components/post-editor/post-form';
import { type PostFormValues, toPostBody } from './post-form';
import { AudienceStep } from './audience-step';
import { CoverChooser } from './cover-chooser';
import { imagesIn, resolveCover } from './cover-choice';
import { MailStep } from './mail-step';
import { PreviewStep } from './preview-step';
import { queryKeys } from '@/lib/query-keys';

const MAIL_FIELDS = CONTENT_LANGUAGES.flatMap((l) => [
  `mail.${l}.subject` as const,
  `mail.${l}.body` as const,
]);
const SERVER_FIELDS: FieldPath<PostFormValues>[] = [
  ...CONTENT_FIELDS,
  ...MAIL_FIELDS,
  'mailScheduledAt',
];
const STEP_OF: Record<string, number> = {
  title: 0,
  contents: 0,
  categoryIds: 0,
  publishAt: 0,
  coverImage: 0,
};

/** Whether a `YYYY-MM-DD HH:mm` Japan time is still ahead (the post would be scheduled). */
function isFuture(jst: string): boolean {
  const at = parseJapanTime(jst.trim());
  return at !== undefined && at.getTime() > Date.now();
}

const STEPS = ['content', 'target', 'mail', 'preview', 'complete'] as const;

type Props = {
  postId?: number;
  initial: PostFormValues;
  /** The cover chosen earlier (null: the first image of the post). */
  initialCover?: string | null;
};

/** A chosen cover that is not among the contents' images is a separate one, kept as an option. */
const separateOf = (contents: string, cover: string | null) =>
  cover && !imagesIn(contents).some((image) => image.url === cover) ? cover : undefined;

export function PostWizard({ postId, initial, initialCover = null }: Props) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const categories = useCategoryOptions();
  const [step, setStep] = useState(0);
  // On a phone only the current step is named; the others are numbered circles.
  const compact = useMediaQuery('(max-width: 48em)');
  const [formError, setFormError] = useState<string>();
  const [saved, setSaved] = useState<SavedPost>();
  const [id, setId] = useState(postId);
  const [cover, setCover] = useState<string | null>(initialCover);
  const [separate, setSeparate] = useState(() => separateOf(initial.contents, initialCover));
  const form = useForm<PostFormValues>({ defaultValues: initial, mode: 'onTouched' });
  const {
    control,
    trigger,
    getValues,
    setValue,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = form;

  const checkMail = () => {
    clearErrors('mail');
    const problems = mailProblems(getValues('mail'), MAIL_TAGS);
    for (const { lang, part, message } of problems) {
      setError(`mail.${lang}.${part}`, { type: 'mail', message });
    }
    return problems.length === 0;
  };

  const next = async () => {
    if (step === 0 && !(await trigger(['title', 'contents', 'publishAt']))) return;
    if (step === 2 && !checkMail()) return;
    setStep((s) => Math.min(3, s + 1));
  };

  const save = async (status: PostStatus) => {
    setFormError(undefined);
    if (!(await trigger(['title', 'contents', 'publishAt']))) {
      setStep(0);
      return;
    }
    try {
      const body = { ...toPostBody(getValues(), status), coverImage: cover };
      const result = await savePost(id, body);
      setId(result.id);
      setSaved(result);
      await queryClient.invalidateQueries({ queryKey: queryKeys.adminPosts.all });
      setStep(4);
    } catch (error) {
      setFormError(applyServerErrors(error, setError, SERVER_FIELDS));
      const first = Object.keys(
        (error as { fieldErrors?: Record<string, string[]> }).fieldErrors ?? {},
      )[0];
      if (first) setStep(first.startsWith('mail') ? 2 : (STEP_OF[first] ?? step));
    }
  };

  const values = getValues();
  const [contents, title] = useWatch({ control, name: ['contents', 'title'] });
  const categoryNames = (categories.data?.data ?? [])
    .filter((c) => values.categoryIds.includes(String(c.id)))
    .map((c) => c.name);

  return (
    <Stack gap="lg">
      <Stepper
        active={step}
        onStepClick={(s) => (s < step || (saved === undefined && s <= 3) ? setStep(s) : undefined)}
        allowNextStepsSelect={false}
        size="sm"
        iconSize={compact ? 28 : undefined}
        wrap={!compact}
      >
        {STEPS.map((name, i) => (
          <Stepper.Step
            key={name}
            label={compact && i !== step ? undefined : t(`posts.wizard.steps.${name}`)}
            aria-label={t(`posts.wizard.steps.${name}`)}
          />
        ))}
      </Stepper>
      {formError && <FormAlert>{formError}</FormAlert>}
      <Card padding="lg">
        {step === 0 && (
          <Stack gap="xl">
            <PostContentFields control={control} errors={errors} showSchedule />
            <CoverChooser
              contents={contents}
              title={title}
              value={cover}
              onChange={setCover}
              separate={separate}
              onSeparate={setSeparate}
            />
          </Stack>
        )}
        {step === 1 && <AudienceStep control={control} setValue={setValue} />}
        {step === 2 && <MailStep control={control} errors={errors} setValue={setValue} />}
        {step === 3 && (
          <PreviewStep
            values={values}
            categoryNames={categoryNames}
            cover={resolveCover(values.contents, values.title, cover)}
          />
        )}
        {step === 4 && saved && (
          <Stack align="center" gap="md" py="xl">
            <ThemeIcon size={56} radius="xl" color="teal" variant="light">
              <IconCircleCheck size={32} aria-hidden />
            </ThemeIcon>
            <Title order={2} fz={22}>
              {t(`posts.wizard.done.${saved.state}`)}
            </Title>
            <Text c="dimmed">{t('posts.wizard.doneLead')}</Text>
            <Group>
              <Button component={Link} to="/admin/posts" variant="default">
                {t('posts.wizard.backToList')}
              </Button>
              <Button component={Link} to={`/admin/posts-info/${saved.id}`}>
                {t('posts.wizard.viewInfo')}
              </Button>
            </Group>
          </Stack>
        )}
      </Card>
      {step < 4 && (
        <Group justify="space-between">
          <Button variant="default" disabled={step === 0} onClick={() => setStep((s) => s - 1)}>
            {t('posts.wizard.back')}
          </Button>
          <Group>
            <Button
              variant="light"
              color="gray"
              loading={isSubmitting}
              onClick={() => void save('draft')}
            >
              {t('posts.wizard.saveDraft')}
            </Button>
            {step < 3 ? (
              <Button onClick={() => void next()}>{t('posts.wizard.next')}</Button>
            ) : (
              <Button onClick={() => void save('published')}>
                {isFuture(values.publishAt)
                  ? t('posts.wizard.schedule')
                  : t('posts.wizard.publish')}
              </Button>
            )}
          </Group>
        </Group>
      )}
    </Stack>
  );
}
