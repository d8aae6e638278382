// The "target user" step: the shared audience editor on the wizard's form, counting and
// previewing through the post calls.
import { type Control, type UseFormSetValue, useWatch } from 'react-hook-form';
import { AudienceEditor } from '@/admin-kit/audience/audience-editor';
import type { AudienceFormValues } from '@/admin-kit/audience/audience-form';
import type { PostFormValues } from './post-form';
import { postAudienceApi } from '../api/post-audience';

type Props = { control: Control<PostFormValues>; setValue: UseFormSetValue<PostFormValues> };

export function AudienceStep({ control, setValue }: Props) {
  const values = useWatch({ control }) as PostFormValues;
  const onChange = (patch: Partial<AudienceFormValues>) => {
    for (const [name, value] of Object.entries(patch)) {
      setValue(name as keyof AudienceFormValues, value as never, { shouldDirty: true });
    }
  };
  return <AudienceEditor value={values} onChange={onChange} api={postAudienceApi} />;
}
