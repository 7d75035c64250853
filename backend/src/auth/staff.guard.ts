import {
  CanActivate,
  ExecutionContext,
  ForbiddenException,
  Injectable,
  SetMetadata,
  UnauthorizedException,
  UseGuards,
  applyDecorators,
  createParamDecorator,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiCookieAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { UserRole, isStaffRole } from '@genalpha/shared';
import { ErrorResponseDto } from '../common/error-response.dto';
import { NoAccessTokens, TOKENS_NEVER_ADMINISTER } from '../tokens/token-policy';
import { AccountRoles } from './account-roles.service';

export const STAFF_ONLY = 'Only moderators and admins can do this';
export const ADMIN_ONLY = 'Only admins can do this';

type Clearance = 'staff' | 'admin';
const CLEARANCE = 'clearance';

/** The signed-in moderator or admin a staff route acts for. */
export interface StaffMember {
  id: string;
  role: UserRole;
}

interface StaffRequest extends FastifyRequest {
  staff?: StaffMember;
}

@Injectable()
export class StaffGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly roles: AccountRoles,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<StaffRequest>();
    const userId = req.user?.id;
    if (!userId) throw new UnauthorizedException('User not authenticated');
    const role = await this.roles.roleOf(userId);
    if (!role) throw new UnauthorizedException('User not authenticated');
    const clearance = this.reflector.getAllAndOverride<Clearance>(CLEARANCE, [context.getHandler(), context.getClass()]);
    if (clearance === 'admin' ? role !== 'admin' : !isStaffRole(role)) throw new ForbiddenException(clearance === 'admin' ? ADMIN_ONLY : STAFF_ONLY);
    req.staff = { id: userId, role };
    return true;
  }
}

const guarded = (clearance: Clearance, refused: string) =>
  applyDecorators(
    SetMetadata(CLEARANCE, clearance),
    NoAccessTokens(TOKENS_NEVER_ADMINISTER),
    UseGuards(StaffGuard),
    ApiCookieAuth(),
    ApiUnauthorizedResponse({ type: ErrorResponseDto, description: 'Not signed in' }),
    ApiForbiddenResponse({ type: ErrorResponseDto, description: refused }),
  );

/** The route is for moderators and admins (401 without a session, 403 for anyone else); the role is read on every request. */
export const Staff = () => guarded('staff', STAFF_ONLY);

/** The route is for admins only. */
export const AdminOnly = () => guarded('admin', ADMIN_ONLY);

/** The moderator or admin that @Staff() or @AdminOnly() let through. */
export const CurrentStaff = createParamDecorator((_: unknown, ctx: ExecutionContext): StaffMember => {
  const staff = ctx.switchToHttp().getRequest<StaffRequest>().staff;
  if (!staff) throw new Error('CurrentStaff used on a route without @Staff() or @AdminOnly()');
  return staff;
});
