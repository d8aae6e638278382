// An e-mail address that wraps only at its natural joints (after "@", before each "."), never
// inside a word, so narrow columns do not break an address mid-word.
//   import { EmailText } from '@/components/email-text';
//   <EmailText email={member.email} />
import { Fragment } from 'react';
import { Text } from '@mantine/core';

export function emailParts(email: string): string[] {
  return email.split(/(?<=@)|(?=\.)/);
}

export function EmailText({ email, fz = 'sm' }: { email: string; fz?: 'xs' | 'sm' }) {
  return (
    <Text fz={fz} style={{ overflowWrap: 'normal', wordBreak: 'normal' }}>
      {emailParts(email).map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </Text>
  );
}
