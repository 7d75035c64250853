import { InitialSchema1763800000000 } from './1763800000000-InitialSchema';
import { Uploads1763800000001 } from './1763800000001-Uploads';

/** Every migration, in order. New ones are appended here. */
export const MIGRATIONS = [InitialSchema1763800000000, Uploads1763800000001];
