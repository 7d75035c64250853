export * from './video-credentials';
export * from './manifest-summary';
export * from './read-credentials';
export * from './trust-anchors';
export * from './ingredient-refs';
