import { NotFoundException, ParseUUIDPipe } from '@nestjs/common';
import { USER_NOT_FOUND } from './profiles.service';

/** A user id in the path: anything that is not a uuid names no user. */
export const UserIdPipe = new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException(USER_NOT_FOUND) });
