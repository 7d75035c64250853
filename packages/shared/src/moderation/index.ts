export * from './banned';
export * from './hide-for-review';
export * from './roles';
