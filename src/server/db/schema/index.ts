// Every table of the product, one file per domain. drizzle-kit reads this file.
export * from './users';
export * from './sessions';
export * from './profiles';
export * from './passwordResets';
export * from './pendingRegistrations';
export * from './websocketTokens';
export * from './outbox';
export * from './blog';
export * from './chat';
export * from './analyses';
export * from './goals';
export * from './billing';
export * from './clubLeads';
export * from './emailCaptures';
export * from './feedback';
export * from './demo';
export * from './clubs';
