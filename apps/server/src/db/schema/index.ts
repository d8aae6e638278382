// The whole schema, for Drizzle's client and drizzle-kit.
export * from './users';
export * from './sessions';
export * from './tokens';
export * from './mail';
export * from './account';
export * from './points';
export * from './questions';
export * from './rewards';
export * from './notifications';
export * from './referrals';
export * from './posts';
export * from './sendouts';
export * from './settings';
export * from './campaigns';
export * from './offers';
export * from './statistics';
