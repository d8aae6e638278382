// Pieces of the group settings form: the image and banner fields (each with the stored picture
// and a box to remove it), and a switch or checkbox bound to one of the form's boolean fields.
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/Switch.layer.css';
import { Checkbox, Group, Stack, Switch } from '@mantine/core';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AdminGroupDetail } from '@fanclub/contract/groups-admin';
import { ImageFileField } from '@/components/image-file-field';
import type { GroupFormValues } from '../api/groups';

const FILE_KINDS = ['image', 'banner'] as const;
type FileKind = (typeof FILE_KINDS)[number];
const REMOVE_FIELD = { image: 'removeImage', banner: 'removeBanner' } as const;

type BooleanField = 'searchable' | 'mrocEnabled' | 'removeImage' | 'removeBanner';

/** A switch (or, with `box`, a checkbox) bound to a boolean field of the form. */
export function FormToggle(props: {
  control: Control<GroupFormValues>;
  name: BooleanField;
  label: string;
  box?: boolean;
}) {
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field }) => {
        const common = {
          label: props.label,
          name: field.name,
          checked: field.value,
          onBlur: field.onBlur,
          onChange: (e: React.ChangeEvent<HTMLInputElement>) =>
            field.onChange(e.currentTarget.checked),
        };
        return props.box ? <Checkbox {...common} /> : <Switch {...common} />;
      }}
    />
  );
}

/** The image and banner inputs side by side; a stored file shows with its "remove" box. */
export function GroupImageFields(props: {
  group: AdminGroupDetail | undefined;
  control: Control<GroupFormValues>;
  files: Record<FileKind, File | null>;
  onFile: (kind: FileKind, file: File | null) => void;
  errors: Partial<Record<FileKind, string>>;
}) {
  const { t } = useTranslation('groups-admin');
  return (
    <Group align="flex-start" grow preventGrowOverflow={false} wrap="wrap">
      {FILE_KINDS.map((kind) => {
        const current = kind === 'image' ? props.group?.imageUrl : props.group?.bannerUrl;
        const removeName = REMOVE_FIELD[kind];
        return (
          <Stack key={kind} gap="xs" miw={240}>
            <ImageFileField
              label={t(`form.${kind}`)}
              description={t('form.fileHint')}
              chooseLabel={t(`form.${kind}Choose`)}
              previewAlt={t(`form.${kind}Preview`)}
              clearLabel={t('form.fileClear')}
              accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
              file={props.files[kind]}
              currentUrl={current}
              onChange={(file) => props.onFile(kind, file)}
              error={props.errors[kind]}
              previewHeight={kind === 'image' ? 120 : 96}
            />
            {current && (
              <FormToggle
                control={props.control}
                name={removeName}
                label={t(`form.${removeName}`)}
                box
              />
            )}
          </Stack>
        );
      })}
    </Group>
  );
}
