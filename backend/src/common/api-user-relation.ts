import { Type, applyDecorators } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiParam } from '@nestjs/swagger';
import { ErrorResponseDto } from './error-response.dto';
import { USER_NOT_FOUND } from './id-pipes';

/** The documented answers of following, blocking or muting someone by their :id, or undoing it: the new state, 400 on yourself, 404 for an unknown user. */
export const ApiUserRelation = (state: Type, onYourself: string) =>
  applyDecorators(
    ApiParam({ name: 'id', format: 'uuid' }),
    ApiOkResponse({ type: state }),
    ApiBadRequestResponse({ type: ErrorResponseDto, description: onYourself }),
    ApiNotFoundResponse({ type: ErrorResponseDto, description: USER_NOT_FOUND }),
  );
