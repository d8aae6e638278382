// A provider's webhook call: authenticated as that provider does it, read into MailEvents and
// handed to the suppression rules (recordMailEvents). Unknown or unconfigured providers are a
// 404, so the route tells nobody which providers a club uses.
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { appError, forbidden, unauthenticated } from '../../errors';
import { recordMailEvents } from '../suppression/record';
import type { MailEvent } from '../suppression/events';
import { postmarkAuthorized, postmarkEvents } from './providers/postmark';
import {
  SENDGRID_SIGNATURE,
  SENDGRID_TIMESTAMP,
  sendgridEvents,
  sendgridVerifier,
} from './providers/sendgrid';
import { type Fetcher, isSnsHost, sesEvents, snsVerifier } from './providers/ses';
import { verpReader } from './refs';

export const PROVIDERS = ['ses', 'sendgrid', 'postmark'] as const;

type Headers = Record<string, string | string[] | undefined>;
const header = (headers: Headers, name: string) => [headers[name]].flat()[0];

/** The body as JSON, or undefined (a provider never sends anything else). */
function json(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

export type MailEventWebhooks = {
  /** Authenticates and records one call; throws the AppError to answer otherwise. */
  receive(provider: string, raw: string, headers: Headers): Promise<void>;
};

export function mailEventWebhooks(deps: {
  db: Db;
  config: Config;
  /** Resolved per call, so a test can swap the fetcher of a running app. */
  fetcher: () => Fetcher;
  onEvents?: (events: MailEvent[]) => void;
}): MailEventWebhooks {
  const { db, config } = deps;
  const settings = config.mail;
  const verifySns = snsVerifier((url) => deps.fetcher()(url));
  const verifySendgrid = settings.sendgridPublicKey
    ? sendgridVerifier(settings.sendgridPublicKey)
    : undefined;
  const readRef = verpReader(config.secrets.session);
  const record = (events: MailEvent[]) => recordMailEvents(db, events);

  async function ses(raw: string) {
    const message = await verifySns(json(raw));
    if (!message) throw forbidden('INVALID_SIGNATURE');
    if (!settings.sesTopicArns.includes(message.TopicArn)) throw forbidden('INVALID_SIGNATURE');
    if (message.Type === 'SubscriptionConfirmation') {
      // Only SNS's own confirmation address is followed, through the same fetcher.
      if (!message.SubscribeURL || !isSnsHost(message.SubscribeURL))
        throw forbidden('INVALID_SIGNATURE');
      await deps.fetcher()(message.SubscribeURL);
      return;
    }
    if (message.Type === 'Notification')
      await record(sesEvents(message.Message, message.MessageId, readRef));
  }

  return {
    async receive(provider, raw, headers) {
      if (provider === 'ses' && settings.sesTopicArns.length > 0) return ses(raw);
      if (provider === 'sendgrid' && verifySendgrid) {
        const signature = header(headers, SENDGRID_SIGNATURE);
        const timestamp = header(headers, SENDGRID_TIMESTAMP);
        if (!verifySendgrid(raw, signature, timestamp)) throw forbidden('INVALID_SIGNATURE');
        return record(sendgridEvents(json(raw)));
      }
      if (provider === 'postmark' && settings.postmark) {
        if (!postmarkAuthorized(header(headers, 'authorization'), settings.postmark))
          throw unauthenticated();
        return record(postmarkEvents(json(raw)));
      }
      throw appError('NOT_FOUND');
    },
  };
}
