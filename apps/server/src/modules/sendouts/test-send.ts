// A test send: the rendered mail of one language with sample names, subject prefixed [TEST],
// through the ordinary mailer (outbox or SMTP), without tracking.
import type { MailConsent } from '@fanclub/contract/audience';
import type { ContentLanguage } from '@fanclub/contract/codes';
import { mailLanguageFor } from '@fanclub/contract/mail-language';
import type { MailSet, SendoutSource } from '@fanclub/contract/sendouts';
import type { Db } from '../../db/client';
import type { ServiceContext } from '../../lib/context';
import { appError } from '../../errors';
import { suppressionReasonOf } from '../suppression/sql';
import type { TagValues } from '../../db/schema/index';
import { setupError } from './batches';
import { writtenLanguages } from './lifecycle';
import { prepareMail, renderFor } from './render';

/** The rendered mail of one language to one address, without tracking, via the outbox/SMTP. */
export async function sendTest(
  deps: Pick<ServiceContext, 'db' | 'config' | 'mailer'>,
  input: {
    mail: MailSet;
    consent: MailConsent;
    language: ContentLanguage;
    to: string;
    sample: { nickname: string; firstName: string; lastName: string; id: number };
    tagValues?: TagValues;
    source: SendoutSource;
  },
): Promise<void> {
  await refuseSuppressed(deps.db, input.to);
  const languages = writtenLanguages({ mail: input.mail });
  if (!languages.includes('ja')) throw setupError();
  const language = mailLanguageFor({ mainLanguage: input.language }, languages);
  const prepared = prepareMail({
    appUrl: deps.config.appUrl,
    secret: deps.config.secrets.session,
    language,
    content: input.mail[language]!,
    consent: input.consent,
  });
  const mail = renderFor(prepared, input.sample, input.tagValues?.[language] ?? {}, {
    recipient: 'test',
    unsubscribe: 'test',
  });
  await deps.mailer.sendRendered(deps.db, {
    to: input.to,
    language,
    template: `sendout_test_${input.source}`,
    subject: `[TEST] ${mail.subject}`,
    text: mail.text,
    html: mail.html,
    suppressedBy: 'any',
  });
}

/** A test mail to an address on the suppression list is refused, so the admin learns why. */
export async function refuseSuppressed(db: Db, to: string): Promise<void> {
  if (await suppressionReasonOf(db, to))
    throw appError('VALIDATION_ERROR', {
      fieldErrors: { email: [{ key: 'validation.email_suppressed' }] },
    });
}
