export * from './account-counters.repository';
export * from './account-exports.repository';
export * from './creator-stats.repository';
export * from './feed-scores.repository';
export * from './hide-for-review.repository';
export * from './search.repository';
export * from './follows.repository';
