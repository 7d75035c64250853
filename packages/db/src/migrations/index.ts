import { InitialSchema1763800000000 } from './1763800000000-InitialSchema';
import { Uploads1763800000001 } from './1763800000001-Uploads';
import { CreatorSearchIndexes1763800000600 } from './1763800000600-CreatorSearchIndexes';
import { ProcessingVideosIndex1763800000700 } from './1763800000700-ProcessingVideosIndex';
import { Moderation1764000000100 } from './1764000000100-Moderation';
import { PublicVideosAreReady1764000000300 } from './1764000000300-PublicVideosAreReady';
import { VideosByOriginal1764000000301 } from './1764000000301-VideosByOriginal';
import { VideoTagIndex1764000000600 } from './1764000000600-VideoTagIndex';
import { PosterVariants1764100000100 } from './1764100000100-PosterVariants';
import { UnsizedAvatars1764100000101 } from './1764100000101-UnsizedAvatars';
import { Discovery1764200000100 } from './1764200000100-Discovery';
import { ContentCredentials1764300000100 } from './1764300000100-ContentCredentials';
import { Copies720p1764500000100 } from './1764500000100-Copies720p';
import { AccessTokens1764400000100 } from './1764400000100-AccessTokens';
import { AccountEmail1764600000100 } from './1764600000100-AccountEmail';
import { UnconfirmedCredentials1764600000800 } from './1764600000800-UnconfirmedCredentials';
import { EmailChangeTokens1764600000950 } from './1764600000950-EmailChangeTokens';
import { AccountExports1764700000100 } from './1764700000100-AccountExports';
import { BlocksAndMutes1764900000100 } from './1764900000100-BlocksAndMutes';
import { CommentTerms1764900000200 } from './1764900000200-CommentTerms';
import { HlsPackages1765100000100 } from './1765100000100-HlsPackages';
import { Remixes1765100000200 } from './1765100000200-Remixes';
import { ManifestLineage1765100000300 } from './1765100000300-ManifestLineage';
import { PublicRemixCount1765100000400 } from './1765100000400-PublicRemixCount';
import { AccountDeletion1764600000200 } from './1764600000200-AccountDeletion';
import { Passkeys1764600000300 } from './1764600000300-Passkeys';
import { MediaBackfillAttempts1764600000400 } from './1764600000400-MediaBackfillAttempts';
import { SessionDevices1764600000500 } from './1764600000500-SessionDevices';
import { ReportsAndAppeals1765000000100 } from './1765000000100-ReportsAndAppeals';
import { Search1764800000100 } from './1764800000100-Search';

/** Every migration, in order. New ones are appended here. */
export const MIGRATIONS = [
  InitialSchema1763800000000,
  Uploads1763800000001,
  CreatorSearchIndexes1763800000600,
  ProcessingVideosIndex1763800000700,
  Moderation1764000000100,
  PublicVideosAreReady1764000000300,
  VideosByOriginal1764000000301,
  VideoTagIndex1764000000600,
  PosterVariants1764100000100,
  UnsizedAvatars1764100000101,
  Discovery1764200000100,
  ContentCredentials1764300000100,
  AccessTokens1764400000100,
  Copies720p1764500000100,
  AccountEmail1764600000100,
  AccountDeletion1764600000200,
  Passkeys1764600000300,
  MediaBackfillAttempts1764600000400,
  SessionDevices1764600000500,
  UnconfirmedCredentials1764600000800,
  EmailChangeTokens1764600000950,
  AccountExports1764700000100,
  Search1764800000100,
  BlocksAndMutes1764900000100,
  CommentTerms1764900000200,
  ReportsAndAppeals1765000000100,
  HlsPackages1765100000100,
  Remixes1765100000200,
  ManifestLineage1765100000300,
  PublicRemixCount1765100000400,
];
