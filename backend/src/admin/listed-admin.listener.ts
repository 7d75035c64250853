import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { DomainEvent, EmailVerifiedEvent } from '../common/domain-events';
import { SET_ON_THE_SERVER, UserRolesService } from './user-roles.service';

/** An address ADMIN_EMAILS lists becomes admin once its owner proves it theirs (see promoteListedAdmin). */
@Injectable()
export class ListedAdminListener {
  constructor(private readonly roles: UserRolesService) {}

  @OnEvent(DomainEvent.EmailVerified)
  async onEmailVerified(event: EmailVerifiedEvent): Promise<void> {
    await this.roles.promoteListedAdmin(event.email, SET_ON_THE_SERVER.listedVerified);
  }
}
