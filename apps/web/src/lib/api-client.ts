// The one fetch wrapper: cookies, CSRF (Sanctum SPA style), language and socket headers,
// the error envelope turned into ApiError, and the session-expired hook for 401/419.
import type { ErrorCode, ErrorEnvelope } from '@fanclub/contract/errors';
import { translate } from './messages';
import { takeBootFetch } from './boot-fetch';
import { getLocale } from './locale';

export type FieldErrors = Record<string, string[]>;

export class ApiError extends Error {
  readonly status: number;
  readonly errorCode: ErrorCode;
  readonly fieldErrors: FieldErrors | undefined;

  constructor(status: number, errorCode: ErrorCode, message: string, fieldErrors?: FieldErrors) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errorCode = errorCode;
    this.fieldErrors = fieldErrors;
  }
}

export function isApiError(error: unknown, code?: ErrorCode): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.errorCode === code);
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type QueryValue = string | number | boolean | null | undefined;

export type RequestOptions = {
  method?: Method;
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /**
   * The call works without a session (sign-in, sign-up, password reset…): a 419 there only
   * means a stale CSRF cookie, so it is refreshed and the call retried once, and a 401/419
   * never counts as "session expired". The auth-user probe sets it too.
   */
  anonymous?: boolean;
  /** Extra request headers (the report's secret travels in one, never in the URL). */
  headers?: Record<string, string>;
};

const XSRF_COOKIE = 'XSRF-TOKEN';
// One id per tab, in the "n.n" shape realtime servers hand out, until the socket supplies one.
let socketId = `${Math.floor(Math.random() * 1e9)}.${Math.floor(Math.random() * 1e9)}`;

export function setSocketId(id: string) {
  socketId = id;
}

let onSessionExpired: (() => void) | undefined;

/** The app decides what "session expired" means (clear the user, go to `/?redirect=`). */
export function setSessionExpiredHandler(handler: () => void) {
  onSessionExpired = handler;
}

/**
 * Whether this browser holds a session at all: the XSRF cookie is set with the session cookie
 * and cleared with it, and unlike the session cookie scripts can see it.
 */
export function mayHaveSession(): boolean {
  return readCookie(XSRF_COOKIE) !== undefined;
}

function readCookie(name: string): string | undefined {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

let csrfRequest: Promise<void> | undefined;

/** GET /sanctum/csrf-cookie once at a time; it sets XSRF-TOKEN and the session cookie. */
export function refreshCsrfCookie(): Promise<void> {
  csrfRequest ??= fetch('/sanctum/csrf-cookie', {
    credentials: 'include',
    headers: { Accept: 'application/json' },
  })
    .then(() => undefined)
    .finally(() => {
      csrfRequest = undefined;
    });
  return csrfRequest;
}

function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

function systemError(status = 0): ApiError {
  return new ApiError(status, 'SYSTEM_ERROR', translate(getLocale(), 'errors.SYSTEM_ERROR'));
}

async function send(url: string, method: Method, options: RequestOptions): Promise<Response> {
  const isWrite = method !== 'GET';
  const early = isWrite ? undefined : takeBootFetch(url, getLocale());
  if (early) return early;
  if (isWrite && !readCookie(XSRF_COOKIE)) await refreshCsrfCookie();
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Content-Language': getLocale(),
    'X-Socket-Id': socketId,
    'X-Requested-With': 'XMLHttpRequest',
    ...options.headers,
  };
  const token = isWrite ? readCookie(XSRF_COOKIE) : undefined;
  if (token) headers['X-XSRF-TOKEN'] = token;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  return fetch(url, { method, headers, body, credentials: 'include', signal: options.signal });
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function toApiError(status: number, payload: unknown): ApiError {
  const envelope = payload as Partial<ErrorEnvelope> | undefined;
  if (
    !envelope ||
    typeof envelope.error_code !== 'string' ||
    typeof envelope.message !== 'string'
  ) {
    return systemError(status);
  }
  return new ApiError(status, envelope.error_code, envelope.message, envelope.errors);
}

/** Calls the API and returns the parsed body (`{data…}`), or throws an ApiError. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const url = buildUrl(path, options.query);
  let response: Response;
  try {
    response = await send(url, method, options);
    if (response.status === 419 && options.anonymous) {
      await refreshCsrfCookie();
      response = await send(url, method, options);
    }
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw systemError();
  }
  const payload = await readJson(response);
  if (response.ok) return payload as T;
  const error = toApiError(response.status, payload);
  if ((response.status === 401 || response.status === 419) && !options.anonymous) {
    onSessionExpired?.();
  }
  throw error;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE', body }),
};
