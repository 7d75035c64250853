import { InitialSchema1763800000000 } from './1763800000000-InitialSchema';

/** Every migration, in order. New ones are appended here. */
export const MIGRATIONS = [InitialSchema1763800000000];
