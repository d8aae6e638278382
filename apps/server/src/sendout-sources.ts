// The sources the sendout engine mails for, registered with it when the app is built: the engine
// (modules/sendouts) sits below campaigns, offers and group mail, which use it to send, and
// reaches their rules only through what is registered here. Posts register nothing.
import { campaignRecipientRule, campaignStillOpen } from './modules/campaigns/recipients';
import { groupRecipientRule, groupStillOpen } from './modules/group-mail/recipients';
import { offerRecipientRule, offerStillOpen } from './modules/offers/recipients';
import { registerSendoutSource } from './modules/sendouts/sources';

export function registerSendoutSources(): void {
  registerSendoutSource('campaign', {
    recipients: campaignRecipientRule,
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
