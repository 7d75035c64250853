import { InitialSchema1763800000000 } from './1763800000000-InitialSchema';
import { Uploads1763800000001 } from './1763800000001-Uploads';
import { CreatorSearchIndexes1763800000600 } from './1763800000600-CreatorSearchIndexes';
import { ProcessingVideosIndex1763800000700 } from './1763800000700-ProcessingVideosIndex';

/** Every migration, in order. New ones are appended here. */
export const MIGRATIONS = [InitialSchema1763800000000, Uploads1763800000001, CreatorSearchIndexes1763800000600, ProcessingVideosIndex1763800000700];
