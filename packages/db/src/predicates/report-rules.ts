import { notBanned } from './account-state';

/** Distinct counted reporters that hide a video until it is reviewed. */
export const REPORTS_TO_HIDE = 3;
/** Younger accounts may report, but their reports do not count toward the automatic hide. */
export const REPORTER_MIN_AGE_HOURS = 24;

/**
 * Whether report `r` by account `reporter` counts toward hiding a video owned by `ownerId`: still
 * open, from an account older than a day whose email address is verified and that is not banned,
 * and not the owner's own. Throwaway accounts made for a raid, or the owner, cannot hide anything.
 */
export const countsTowardHide = (r: string, reporter: string, ownerId: string) =>
  `(${r}."resolvedAt" IS NULL AND ${r}."userId" <> ${ownerId} AND ${reporter}."emailVerifiedAt" IS NOT NULL
    AND ${reporter}."createdAt" <= now() - make_interval(hours => ${REPORTER_MIN_AGE_HOURS}) AND ${notBanned(`${r}."userId"`)})`;
