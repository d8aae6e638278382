// Each provider's documented example payloads (fixtures/) read into the product's mail events.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { verpAddress } from '../../../lib/verp';
import { verpReader } from '../refs';
import { postmarkAuthorized, postmarkEvents } from './postmark';
import { sendgridEvents } from './sendgrid';
import { canonicalString, isSnsHost, sesEvents } from './ses';

const fixture = (name: string) =>
  readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8');
const SECRET = 'a-session-secret-of-enough-length';
const read = verpReader(SECRET);

describe('Amazon SES notifications', () => {
  it('Permanent → hard bounce, Transient → soft, Complaint, Delivery; one event per recipient', () => {
    expect(sesEvents(fixture('ses-bounce.json'), 'sns-1', read)).toEqual([
      {
        email: 'jane@example.com',
        kind: 'hard_bounce',
        source: 'ses',
        eventId: 'sns-1:0',
        detail: 'smtp; 550 5.1.1 <jane@example.com>... User',
        occurredAt: new Date('2016-01-27T14:59:38.237Z'),
      },
    ]);
    expect(sesEvents(fixture('ses-transient-bounce.json'), 'sns-2', read)[0]).toMatchObject({
      kind: 'soft_bounce',
    });
    expect(sesEvents(fixture('ses-complaint.json'), 'sns-3', read)).toMatchObject([
      { email: 'richard@example.com', kind: 'complaint', detail: 'abuse' },
    ]);
    expect(sesEvents(fixture('ses-delivery.json'), 'sns-4', read)).toMatchObject([
      { email: 'jane@example.com', kind: 'delivered' },
    ]);
    expect(sesEvents('not json', 'sns-5', read)).toEqual([]);
  });

  it('names the batch and member from the VERP return path SES reports as the source', () => {
    const n = JSON.parse(fixture('ses-bounce.json')) as { mail: { source: string } };
    n.mail.source = verpAddress(SECRET, 'bounces@club.example', { batchId: 4, userId: 9 });
    expect(sesEvents(JSON.stringify(n), 'sns-6', read)[0]).toMatchObject({ batchId: 4, userId: 9 });
  });

  it("signs the documented fields in SNS's order, and fetches only from SNS's own hosts", () => {
    const body = {
      Type: 'Notification',
      MessageId: 'id',
      TopicArn: 'arn',
      Message: 'm',
      Timestamp: 't',
      SignatureVersion: '1',
    };
    expect(canonicalString(body)).toBe(
      'Message\nm\nMessageId\nid\nTimestamp\nt\nTopicArn\narn\nType\nNotification\n',
    );
    expect(canonicalString({ ...body, Subject: 's' })).toContain('MessageId\nid\nSubject\ns\n');
    expect(
      isSnsHost('https://sns.ap-northeast-1.amazonaws.com/SimpleNotificationService-x.pem'),
    ).toBe(true);
    expect(isSnsHost('http://sns.us-east-1.amazonaws.com/x.pem')).toBe(false);
    expect(isSnsHost('https://sns.us-east-1.amazonaws.com.evil.example/x.pem')).toBe(false);
    expect(isSnsHost('https://evil.example/sns.us-east-1.amazonaws.com/x.pem')).toBe(false);
  });
});

describe("SendGrid's event webhook", () => {
  it('bounce → hard, blocked → soft, dropped bounced address → hard, spamreport, delivered', () => {
    const events = sendgridEvents(JSON.parse(fixture('sendgrid-events.json')));
    expect(events.map((e) => [e.email, e.kind])).toEqual([
      ['example@test.com', 'delivered'],
      ['bounced@test.com', 'hard_bounce'],
      ['blocked@test.com', 'soft_bounce'],
      ['dropped@test.com', 'hard_bounce'],
      ['complainer@test.com', 'complaint'],
    ]);
    expect(events[1]).toMatchObject({
      source: 'sendgrid',
      eventId: '6g4ZI7SA-xmRDv57GoPIPw==',
      detail: '5.0.0 500 unknown recipient',
      occurredAt: new Date(1513299569 * 1000),
    });
    expect(sendgridEvents({ not: 'an array' })).toEqual([]);
  });

  it('names the batch from the Message-ID SendGrid keeps as smtp-id, never the member', () => {
    const [event] = sendgridEvents([
      { email: 'a@example.jp', event: 'spamreport', 'smtp-id': '<sendout-3-8@club.example>' },
    ]);
    expect(event).toMatchObject({ batchId: 3, kind: 'complaint' });
    expect(event!.userId).toBeUndefined();
  });
});

describe("Postmark's webhooks", () => {
  it('HardBounce → hard, SpamComplaint → complaint, Delivery → delivered', () => {
    expect(postmarkEvents(JSON.parse(fixture('postmark-bounce.json')))).toMatchObject([
      { email: 'john@example.com', kind: 'hard_bounce', detail: 'HardBounce: Test bounce details' },
    ]);
    expect(postmarkEvents(JSON.parse(fixture('postmark-spam-complaint.json')))).toMatchObject([
      { email: 'john@example.com', kind: 'complaint', eventId: 'bounce:42' },
    ]);
    expect(postmarkEvents(JSON.parse(fixture('postmark-delivery.json')))).toMatchObject([
      { email: 'john@example.com', kind: 'delivered' },
    ]);
    const soft = { ...JSON.parse(fixture('postmark-bounce.json')), Type: 'SoftBounce' };
    expect(postmarkEvents(soft)[0]!.kind).toBe('soft_bounce');
    const auto = { ...JSON.parse(fixture('postmark-bounce.json')), Type: 'AutoResponder' };
    expect(postmarkEvents(auto)).toEqual([]);
  });

  it('takes only the configured user and password', () => {
    const login = { user: 'postmark', password: 'a-long-password' };
    const basic = (v: string) => `Basic ${Buffer.from(v).toString('base64')}`;
    expect(postmarkAuthorized(basic('postmark:a-long-password'), login)).toBe(true);
    expect(postmarkAuthorized(basic('postmark:wrong'), login)).toBe(false);
    expect(postmarkAuthorized(basic('other:a-long-password'), login)).toBe(false);
    expect(postmarkAuthorized(basic('postmarka-long-password'), login)).toBe(false);
    expect(postmarkAuthorized(undefined, login)).toBe(false);
  });
});
