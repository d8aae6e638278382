import { describe, expect, it } from 'vitest';
import { isScannerAgent } from './scanner';

describe('isScannerAgent', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126 Safari/537.36',
      false,
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
      false,
    ],
    ['Mozilla/5.0 (Macintosh) AppleWebKit/605.1.15 Safari/605.1.15', false],
    ['Mozilla/5.0 (Windows NT 10.0) Gecko/20100101 Firefox/128.0', false],
    ['Microsoft Office/16.0 (Windows NT 10.0; Microsoft Outlook 16.0)', false],
    ['Mozilla/5.0 (compatible; Googlebot/2.1)', true],
    ['Mozilla/5.0 (compatible; Proofpoint URL Defense)', true],
    ['Mozilla/5.0 (compatible; Proofpoint)', true],
    ['Mimecast URL Protect', true],
    ['Barracuda Sentinel', true],
    ['Microsoft SafeLinks', true],
    ['urldefense.com checker', true],
    ['Slackbot-LinkExpanding 1.0', true],
    ['facebookexternalhit/1.1 (link preview)', true],
    ['Some Security Scanner/2.0', true],
    ['web crawler 1.0', true],
    ['spider', true],
    ['python-requests/2.32', true],
    ['curl/8.5.0', true],
    ['Wget/1.21', true],
    ['Go-http-client/1.1', true],
    ['Mozilla/5.0 HeadlessChrome/126', true],
    ['Java/17.0.2', true],
    ['okhttp/4.12.0', true],
    ['libwww-perl/6.72', true],
    ['', true],
    [undefined, true],
  ])('%j → %s', (agent, scanner) => {
    expect(isScannerAgent(agent)).toBe(scanner);
  });
});
