/** The tool a video's valid Content Credentials name (null otherwise): shown instead of the uploader's toolUsed. */
export const VERIFIED_TOOL = `CASE WHEN v."credentialsState" = 'valid' THEN v.credentials->>'tool' END`;
