// The signed-in user's query key, apart from query-keys.ts so that the first screen (auth.ts
// in the shell) does not carry every feature's key factory. query-keys.ts re-exposes it.
export const AUTH_USER_KEY = ['auth', 'user'] as const;
