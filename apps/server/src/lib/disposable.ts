// Disposable mail domains, from the maintained block list package (exact and parent domains).
import { isDisposableEmailDomain } from 'disposable-email-domains-js';

export function isDisposableAddress(email: string): boolean {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  const labels = domain.split('.');
  // The list names registrable domains; sub.mailinator.com is as disposable as mailinator.com.
  for (let i = 0; i < labels.length - 1; i += 1) {
    if (isDisposableEmailDomain(labels.slice(i).join('.'))) return true;
  }
  return false;
}
