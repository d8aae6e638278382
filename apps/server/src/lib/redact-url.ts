// Request URLs as the log prints them: secret-bearing query values replaced.
const SECRET_PARAMS = /([?&](?:secret|token|sig)=)[^&#]*/gi;

export function redactedUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}
