/** Remix and prompt lineage (issue 40): what the API answers and the web client shows. */

/** A parent that does not exist, or that the person may not see (hidden, removed, failed, blocked, a suspended creator's): nothing tells which. */
export const REMIX_PARENT_UNAVAILABLE = 'The video you are remixing does not exist or is not available';
/** The person's own parent video is still being processed. */
export const REMIX_PARENT_PROCESSING = 'The video you are remixing is still processing: try again once it is ready';
/** Its creator turned remixes off (its owner may still remix it). */
export const REMIXES_TURNED_OFF = 'Its creator does not allow remixes of this video';
export const REMIX_OF_ITSELF = 'A video cannot be a remix of itself';
export const REMIX_OF_DESCENDANT = 'A video cannot be a remix of one of its own remixes';

/** Shown where a remix's parent was deleted or hidden. */
export const REMIX_OF_UNAVAILABLE = 'Remix of a video that is no longer available';
export const VERIFIED_REMIX = 'Verified remix';

/** How many ingredients of an upload's Content Credentials the worker compares with stored videos. */
export const MAX_REMIX_INGREDIENTS = 100;
