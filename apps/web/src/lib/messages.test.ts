import { describe, expect, it } from 'vitest';
import { messages } from '@fanclub/contract/messages';
import { isMessageKey, loadMessages, translate } from './messages';

describe('the web message catalogue', () => {
  it('knows the same keys as the contract and translates Japanese at once', () => {
    expect(Object.keys(messages.ja).every(isMessageKey)).toBe(true);
    expect(isMessageKey('no.such_key')).toBe(false);
    expect(translate('ja', 'validation.too_long', { max: 5 })).toBe(
      messages.ja['validation.too_long'].replace('{{max}}', '5'),
    );
  });

  it('translates English once it is loaded, as the contract does', async () => {
    await loadMessages('en');
    expect(translate('en', 'validation.too_long', { max: 5 })).toBe(
      'is too long (at most 5 characters)',
    );
    expect(translate('en', 'no.such_key')).toBe('no.such_key');
  });
});
