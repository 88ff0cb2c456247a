// Every table of the product, one file per domain. drizzle-kit reads this file.
export * from './users';
export * from './sessions';
