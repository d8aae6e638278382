// The whole schema, for Drizzle's client and drizzle-kit.
export * from './users';
export * from './sessions';
export * from './tokens';
export * from './mail';
