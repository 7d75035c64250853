import { Type, applyDecorators } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse } from '@nestjs/swagger';
import { ErrorResponseDto } from '../common/error-response.dto';

export interface ModerationDecisionAnswers {
  /** The video, comment or account as staff see it after the decision. */
  type: Type;
  /** Why staff may be refused (403). */
  refused: string;
  notFound: string;
  /** Why the decision may not apply to its current state (409), when it can happen. */
  conflict?: string;
}

/** The documented answers of a staff decision on a video, comment or account. */
export const ApiModerationDecision = ({ type, refused, notFound, conflict }: ModerationDecisionAnswers) =>
  applyDecorators(
    ApiOkResponse({ type }),
    ApiBadRequestResponse({ type: ErrorResponseDto }),
    ApiForbiddenResponse({ type: ErrorResponseDto, description: refused }),
    ApiNotFoundResponse({ type: ErrorResponseDto, description: notFound }),
    ...(conflict === undefined ? [] : [ApiConflictResponse({ type: ErrorResponseDto, description: conflict })]),
  );
