// The providers' webhooks end to end: the documented example payloads, signed or logged in as
// each provider does it, end on the suppression list with the right reason and the next batch's
// snapshot leaves those addresses out; a bad signature, a wrong login, a foreign certificate
// host or an unconfigured provider changes nothing.
import { execFileSync } from 'node:child_process';
import { createSign, generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailSuppressions, sendoutBatches, sendoutRecipients } from '../../db/schema/index';
import { domainOf, messageIdOf, verpAddress } from '../../lib/verp';
import { buildAdmin, buildMember, Client, json, useTestApp } from '../../../test/helpers';
import { canonicalString } from './providers/ses';

const TOPIC = 'arn:aws:sns:ap-northeast-1:123456789012:fanclub-bounces';
const CERT_URL = 'https://sns.ap-northeast-1.amazonaws.com/SimpleNotificationService-test.pem';
const dir = mkdtempSync(path.join(tmpdir(), 'fanclub-sns-'));
execFileSync(
  'openssl',
  [
    ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2'],
    ...['-subj', '/CN=sns.amazonaws.com', '-keyout', `${dir}/key.pem`, '-out', `${dir}/cert.pem`],
  ],
  { stdio: 'pipe' },
);
const snsKey = readFileSync(`${dir}/key.pem`, 'utf8');
const snsCert = readFileSync(`${dir}/cert.pem`, 'utf8');
const sendgrid = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });

const ctx = useTestApp({
  MAIL_BOUNCE_ADDRESS: 'bounces@setouchi-fanclub.jp',
  SES_SNS_TOPIC_ARNS: TOPIC,
  SENDGRID_WEBHOOK_PUBLIC_KEY: sendgrid.publicKey
    .export({ type: 'spki', format: 'der' })
    .toString('base64'),
  POSTMARK_WEBHOOK_USER: 'postmark',
  POSTMARK_WEBHOOK_PASSWORD: 'a-long-password',
});
const fetched: string[] = [];
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the providers' JSON, edited per test
type Json = any;
const fixture = (name: string): Json =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8'));
let n = 0;

/** An SNS message signed as SNS signs it, with the test's own certificate. */
function sns(type: string, fields: Record<string, string>, version = '2') {
  const message: Record<string, string> = {
    Type: type,
    MessageId: `msg-${(n += 1)}`,
    TopicArn: TOPIC,
    Timestamp: new Date().toISOString(),
    SignatureVersion: version,
    SigningCertURL: CERT_URL,
    ...fields,
  };
  const algorithm = version === '1' ? 'RSA-SHA1' : 'RSA-SHA256';
  message.Signature = createSign(algorithm).update(canonicalString(message)).sign(snsKey, 'base64');
  return message;
}

const post = (provider: string, payload: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/mail/events/${provider}`,
    payload,
    headers: { 'content-type': 'text/plain; charset=UTF-8', ...headers },
  });

function sendgridHeaders(payload: string) {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = createSign('sha256')
    .update(timestamp + payload)
    .sign(sendgrid.privateKey, 'base64');
  return {
    'content-type': 'application/json',
    'x-twilio-email-event-webhook-signature': signature,
    'x-twilio-email-event-webhook-timestamp': timestamp,
  };
}
const postmarkLogin = (password = 'a-long-password') => ({
  'content-type': 'application/json',
  authorization: `Basic ${Buffer.from(`postmark:${password}`).toString('base64')}`,
});

async function reasons(emails: string[]) {
  const rows = await ctx.db
    .select({ email: mailSuppressions.email, reason: mailSuppressions.reason })
    .from(mailSuppressions)
    .where(inArray(mailSuppressions.email, emails));
  return Object.fromEntries(rows.map((r) => [r.email, r.reason]));
}

describe('the mail providers’ webhooks', () => {
  it('SES, SendGrid and Postmark reports suppress their recipients; the next batch skips them', async () => {
    ctx.app.mailEventFetch.fetch = async (url) => {
      fetched.push(url);
      if (url === CERT_URL) return snsCert;
      return '<ConfirmSubscriptionResponse/>';
    };
    const YEAR = new Date().getFullYear();
    const yearOfBirth = 1957;
    const tag = process.pid;
    const names = ['stays', 'ses-hard', 'sendgrid-spam', 'postmark-soft', 'ses-complaint'];
    const members = [];
    for (const local of names)
      members.push(
        await buildMember(ctx.db, {
          email: `${local}.${tag}@example.jp`,
          yearOfBirth,
          newsletterConsent: true,
        }),
      );
    const [stays, sesHard, sendgridSpam, postmarkSoft, sesComplaint] = members;
    const admin = await new Client(ctx.app, 'ja').login((await buildAdmin(ctx.db)).email);
    const created = await admin.post('/api/posts', {
      title: '瀬戸内の島めぐり',
      contents: '<p>島をめぐります。</p>',
      audience: { type: 'custom', ageMin: YEAR - yearOfBirth, ageMax: YEAR - yearOfBirth },
      mail: { ja: { subject: '島めぐり', body: '<p>{{nick_name}}さん</p>' } },
      status: 'published',
    });
    expect(created.statusCode, created.body).toBe(201);
    const postId = json<{ data: { id: number } }>(created).data.id;
    await ctx.app.sendouts.tick();
    const [batch] = await ctx.db
      .select()
      .from(sendoutBatches)
      .where(and(eq(sendoutBatches.source, 'post'), eq(sendoutBatches.sourceId, postId)));

    // SNS first asks the endpoint to confirm the subscription.
    const confirm = sns('SubscriptionConfirmation', {
      Message: 'You have chosen to subscribe to the topic.',
      Token: 'token',
      SubscribeURL: `https://sns.ap-northeast-1.amazonaws.com/?Action=ConfirmSubscription&Token=t`,
    });
    expect((await post('ses', JSON.stringify(confirm))).statusCode).toBe(200);
    expect(fetched).toEqual([CERT_URL, confirm.SubscribeURL]);

    // SES: a permanent bounce, its mail's return path the VERP address of the batch's mail.
    const bounce = fixture('ses-bounce.json');
    bounce.bounce.bouncedRecipients[0]!.emailAddress = sesHard!.email;
    bounce.mail.source = verpAddress(ctx.config.secrets.session, 'bounces@setouchi-fanclub.jp', {
      batchId: batch!.id,
      userId: sesHard!.id,
    });
    const signed = sns('Notification', { Message: JSON.stringify(bounce) }, '1');
    expect((await post('ses', JSON.stringify(signed))).statusCode).toBe(200);
    const complaint = fixture('ses-complaint.json');
    complaint.complaint.complainedRecipients[0]!.emailAddress = sesComplaint!.email;
    const complained = sns('Notification', { Message: JSON.stringify(complaint) });
    expect((await post('ses', JSON.stringify(complained))).statusCode).toBe(200);

    // SendGrid: a spam report naming the mail by the Message-ID it keeps as smtp-id.
    const events = [
      {
        ...fixture('sendgrid-events.json')[7],
        email: sendgridSpam!.email,
        'smtp-id': messageIdOf(
          { batchId: batch!.id, userId: sendgridSpam!.id },
          domainOf(ctx.config.mailFrom),
        ),
      },
    ];
    const body = JSON.stringify(events);
    expect((await post('sendgrid', body, sendgridHeaders(body))).statusCode).toBe(200);

    // Postmark: three soft bounces (distinct records) within 30 days.
    for (const id of [1, 2, 3]) {
      const record = { ...fixture('postmark-bounce.json'), ID: id, Type: 'SoftBounce' };
      const res = await post(
        'postmark',
        JSON.stringify({ ...record, Email: postmarkSoft!.email }),
        postmarkLogin(),
      );
      expect(res.statusCode, res.body).toBe(200);
    }

    expect(await reasons(members.map((m) => m.email))).toEqual({
      [sesHard!.email]: 'hard_bounce',
      [sesComplaint!.email]: 'complaint',
      [sendgridSpam!.email]: 'complaint',
      [postmarkSoft!.email]: 'soft_bounce',
    });
    const [counted] = await ctx.db
      .select()
      .from(sendoutBatches)
      .where(eq(sendoutBatches.id, batch!.id));
    expect(counted).toMatchObject({ hardBouncedCount: 1, complainedCount: 1 });

    const again = await admin.post(`/api/admin/posts/${postId}/sendouts`, { sendMode: 'now' });
    expect(again.statusCode, again.body).toBe(201);
    await ctx.app.sendouts.tick();
    const recipients = await ctx.db
      .select({ email: sendoutRecipients.email })
      .from(sendoutRecipients)
      .where(eq(sendoutRecipients.batchId, json<{ data: { id: number } }>(again).data.id));
    expect(recipients.map((r) => r.email)).toEqual([stays!.email]);
  });

  it('refuses a bad signature, a foreign topic or certificate host, a wrong login and unknown providers', async () => {
    const victim = `victim.${process.pid}@example.jp`;
    const bounce = fixture('ses-bounce.json');
    bounce.bounce.bouncedRecipients[0]!.emailAddress = victim;
    const good = sns('Notification', { Message: JSON.stringify(bounce) });
    const tampered = { ...good, Message: good.Message!.replace('Permanent', 'Transient') };
    expect((await post('ses', JSON.stringify(tampered))).json()).toMatchObject({
      code: 403,
      error_code: 'INVALID_SIGNATURE',
    });
    const foreignHost = sns('Notification', {
      Message: JSON.stringify(bounce),
      SigningCertURL: 'https://sns.ap-northeast-1.amazonaws.com.example.net/cert.pem',
    });
    expect((await post('ses', JSON.stringify(foreignHost))).statusCode).toBe(403);
    const foreignTopic = sns('Notification', {
      Message: JSON.stringify(bounce),
      TopicArn: 'arn:aws:sns:ap-northeast-1:999999999999:other',
    });
    expect((await post('ses', JSON.stringify(foreignTopic))).statusCode).toBe(403);

    const events = JSON.stringify([{ email: victim, event: 'bounce', type: 'bounce' }]);
    const headers = sendgridHeaders(events);
    expect(
      (await post('sendgrid', events.replace('bounce"', 'bounce" '), headers)).statusCode,
    ).toBe(403);
    expect((await post('sendgrid', events)).statusCode).toBe(403);

    const record = JSON.stringify({ ...fixture('postmark-bounce.json'), Email: victim });
    expect((await post('postmark', record, postmarkLogin('wrong-password'))).json()).toMatchObject({
      code: 401,
      error_code: 'UNAUTHENTICATED',
    });
    expect((await post('postmark', record)).statusCode).toBe(401);
    expect((await post('mailgun', record)).statusCode).toBe(404);
    // A session, even an admin's, is no provider's proof.
    const admin = await new Client(ctx.app).login((await buildAdmin(ctx.db)).email);
    const asAdmin = await admin.post('/api/mail/events/postmark', JSON.parse(record));
    expect(asAdmin.statusCode).toBe(401);
    expect(await reasons([victim])).toEqual({});
  });
});
