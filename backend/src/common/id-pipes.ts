import { NotFoundException, ParseUUIDPipe } from '@nestjs/common';

export const VIDEO_NOT_FOUND = 'Video not found';
export const USER_NOT_FOUND = 'User not found';
export const APPEAL_NOT_FOUND = 'Appeal not found';

/** A path id that is not a uuid names nothing: 404, never a database error. */
export const VideoIdPipe = new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException(VIDEO_NOT_FOUND) });
export const UserIdPipe = new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException(USER_NOT_FOUND) });
export const AppealIdPipe = new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException(APPEAL_NOT_FOUND) });
