// The sources the sendout engine mails for, registered with it when the app is built: the engine
// (modules/sendouts) sits below campaigns, offers and group mail, which use it to send, and
// reaches their rules only through what is registered here. Posts register nothing.
import type { Config } from './config';
import { campaignRecipientRule, campaignStillOpen } from './modules/campaigns/recipients';
import { groupRecipientRule, groupStillOpen } from './modules/group-mail/recipients';
import { offerRecipientRule, offerStillOpen } from './modules/offers/recipients';
import { registerSendoutSource } from './modules/sendouts/sources';

/** `config`: the defaults of the settings a source's rules read (the contact limits). */
export function registerSendoutSources(config: Config): void {
  registerSendoutSource('campaign', {
    recipients: (tx, batch, now) => campaignRecipientRule(tx, batch, now, config),
    stillOpen: (db, id) => campaignStillOpen(db, id),
  });
  registerSendoutSource('offer', {
    recipients: offerRecipientRule,
    stillOpen: (db, id) => offerStillOpen(db, id),
    trackedLinkTags: ['offer_link'],
  });
  registerSendoutSource('group', {
    recipients: groupRecipientRule,
    stillOpen: groupStillOpen,
    trackedLinkTags: ['group_link', 'topic_link'],
  });
}
