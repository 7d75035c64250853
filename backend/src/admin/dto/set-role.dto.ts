import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { USER_ROLES, UserRole } from '@genalpha/shared';

export class SetRoleDto {
  @ApiProperty({ enum: USER_ROLES, enumName: 'UserRole', example: 'moderator' })
  @IsIn(USER_ROLES, { message: `Role must be one of ${USER_ROLES.join(', ')}` })
  role!: UserRole;
}
