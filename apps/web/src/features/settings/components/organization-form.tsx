// The organization account tab: company, facility type, contact person and address. The
// postal code fills prefecture, city and the town part of the block line.
import { useCallback } from 'react';
import { Divider, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FacilityType, Organization, OrganizationData } from '@fanclub/contract/account';
import type { AddressItem, CodeLists } from '@fanclub/contract/reference';
import { PageLoader } from '@/components/page-loader';
import { QueryError } from '@/components/query-error';
import { useCodeLists } from '@/lib/code-lists';
import { useContractResolver, useErrorText } from '@/lib/form';
import { useSaveMessage } from '@/lib/use-save-message';
import { normalizeDigits } from '@/lib/text';
import { useOrganization, useSaveOrganization } from '../api/organization';
import { SaveButton } from '@/components/save-button';
import { FaxInput, JapanPostalCodeInput } from './contact-fields';
import { useFormAddressLookup } from './use-address-lookup';
import { useCodeOptions, withPrompt } from './use-code-options';

// A record, so the type checker notices a facility type missing here.
const FACILITY: Record<FacilityType, true> = {
  hotel: true,
  tourist_facility: true,
  transport: true,
  restaurant: true,
  retail: true,
  other: true,
};
const FACILITY_TYPES = Object.keys(FACILITY) as FacilityType[];

type OrganizationValues = {
  companyName: string;
  furigana: string;
  facilityType: string;
  personInCharge: string;
  websiteUrl: string;
  fax: string;
  postalCode: string;
  prefecture: string;
  city: string;
  block: string;
  building: string;
};
const FIELDS: readonly Path<OrganizationValues>[] = [
  'companyName',
  'furigana',
  'facilityType',
  'personInCharge',
  'websiteUrl',
  'fax',
  'postalCode',
  'prefecture',
  'city',
  'block',
  'building',
];

const valuesOf = (saved: Organization | null): OrganizationValues => ({
  companyName: saved?.companyName ?? '',
  furigana: saved?.furigana ?? '',
  facilityType: saved?.facilityType ?? '',
  personInCharge: saved?.personInCharge ?? '',
  websiteUrl: saved?.websiteUrl ?? '',
  fax: saved?.fax ?? '',
  postalCode: saved?.postalCode ?? '',
  prefecture: saved?.prefecture ?? '',
  city: saved?.city ?? '',
  block: saved?.block ?? '',
  building: saved?.building ?? '',
});

export type OrganizationFormProps = { onSaved?: (organization: Organization) => void };

export function OrganizationForm(props: OrganizationFormProps) {
  const organization = useOrganization();
  const codes = useCodeLists();
  if (organization.isPending || codes.isPending) return <PageLoader fullHeight={false} />;
  if (organization.isError || codes.isError) {
    return (
      <QueryError
        error={organization.error ?? codes.error}
        onRetry={() => void Promise.all([organization.refetch(), codes.refetch()])}
      />
    );
  }
  return <OrganizationFields {...props} saved={organization.data} codes={codes.data} />;
}

function OrganizationFields({
  saved,
  codes,
  onSaved,
}: OrganizationFormProps & { saved: Organization | null; codes: CodeLists }) {
  const { t } = useTranslation('member');
  const errorText = useErrorText();
  const options = useCodeOptions(codes);
  const save = useSaveOrganization();
  const resolver = useContractResolver<OrganizationValues, OrganizationData>(() =>
    import('@fanclub/contract/account').then((m) => m.organizationBody),
  );
  const form = useForm<OrganizationValues, unknown, OrganizationData>({
    resolver,
    defaultValues: valuesOf(saved),
  });
  const { errors } = form.formState;
  const outcome = useSaveMessage(form.setError, FIELDS);
  const { setValue, getValues } = form;
  const fillBlock = useCallback(
    (address: AddressItem) => {
      if (!getValues('block').trim()) setValue('block', address.town, { shouldDirty: true });
    },
    [setValue, getValues],
  );
  const lookUp = useFormAddressLookup(form, fillBlock);

  const onSubmit = form.handleSubmit((values) =>
    outcome.send(save, values, t('settings.saved'), (stored) => {
      form.reset(valuesOf(stored));
      onSaved?.(stored);
    }),
  );

  const facilityOptions = FACILITY_TYPES.map((type) => ({
    value: type,
    label: t(`settings.facility.${type}`),
  }));

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Divider label={t('settings.organization.sections.company')} labelPosition="left" />
        <TextInput
          withAsterisk
          label={t('settings.organization.companyName')}
          autoComplete="organization"
          error={errorText(errors.companyName)}
          {...form.register('companyName')}
        />
        <TextInput
          label={t('settings.organization.furigana')}
          description={t('settings.organization.furiganaHint')}
          error={errorText(errors.furigana)}
          {...form.register('furigana')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <NativeSelect
            withAsterisk
            label={t('settings.organization.facilityType')}
            data={withPrompt(facilityOptions, t('settings.select'))}
            error={errorText(errors.facilityType)}
            {...form.register('facilityType')}
          />
          <TextInput
            label={t('settings.organization.personInCharge')}
            autoComplete="name"
            error={errorText(errors.personInCharge)}
            {...form.register('personInCharge')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" style={{ alignItems: 'start' }}>
          <TextInput
            label={t('settings.organization.websiteUrl')}
            description={t('settings.organization.websiteUrlHint')}
            type="url"
            inputMode="url"
            autoComplete="url"
            error={errorText(errors.websiteUrl)}
            {...form.register('websiteUrl')}
          />
          <FaxInput
            label={t('settings.organization.fax')}
            error={errorText(errors.fax)}
            field={form.register('fax', { setValueAs: normalizeDigits })}
          />
        </SimpleGrid>

        <Divider label={t('settings.organization.sections.address')} labelPosition="left" mt="xs" />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" style={{ alignItems: 'start' }}>
          <JapanPostalCodeInput
            label={t('settings.organization.postalCode')}
            error={errorText(errors.postalCode)}
            register={(options) => form.register('postalCode', options)}
            lookUp={lookUp}
          />
          <NativeSelect
            label={t('settings.organization.prefecture')}
            description={t('settings.account.prefectureHint')}
            autoComplete="address-level1"
            data={[{ value: '', label: t('settings.notChosen') }, ...options.prefectures]}
            error={errorText(errors.prefecture)}
            {...form.register('prefecture')}
          />
        </SimpleGrid>
        <TextInput
          label={t('settings.organization.city')}
          autoComplete="address-level2"
          error={errorText(errors.city)}
          {...form.register('city')}
        />
        <TextInput
          label={t('settings.organization.block')}
          description={t('settings.organization.blockHint')}
          autoComplete="address-line1"
          error={errorText(errors.block)}
          {...form.register('block')}
        />
        <TextInput
          label={t('settings.organization.building')}
          autoComplete="address-line2"
          error={errorText(errors.building)}
          {...form.register('building')}
        />

        <SaveButton label={t('settings.save')} pending={save.isPending} message={outcome.message} />
      </Stack>
    </form>
  );
}
