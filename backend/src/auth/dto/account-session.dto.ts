import { ApiProperty } from '@nestjs/swagger';

/** One place the account is signed in, as its owner sees it: never the session's secret. */
export class AccountSessionDto {
  @ApiProperty({ format: 'uuid', description: 'Names the session for DELETE /api/user/sessions/{id}; not its cookie' })
  id!: string;

  @ApiProperty({ type: String, nullable: true, example: 'Firefox 133', description: 'From the User-Agent it signed in with; null if unknown' })
  browser!: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'macOS', description: 'The operating system, from the same User-Agent' })
  os!: string | null;

  @ApiProperty({ type: String, nullable: true, enum: ['desktop', 'mobile', 'tablet'], example: 'desktop' })
  deviceType!: 'desktop' | 'mobile' | 'tablet' | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '203.0.113.0/24',
    description: 'The network it signed in from (IPv4 /24, IPv6 /48): roughly where, never the full address',
  })
  network!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'null for sessions from before this was recorded' })
  signedInAt!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'To the minute' })
  lastActiveAt!: string | null;

  @ApiProperty({ description: 'The session of this request (this device)' })
  current!: boolean;
}

export class AccountSessionListDto {
  @ApiProperty({ type: [AccountSessionDto], description: 'Live sessions, this one first, then the most recently active' })
  sessions!: AccountSessionDto[];
}
