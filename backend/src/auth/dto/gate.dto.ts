import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';

export const GATE_REJECTED = 'REJECTED. the signal is not of the generation. RETRY.';

export class GateDto {
  @ApiProperty({ example: 'your-alpha-code', maxLength: 200 })
  @IsString({ message: GATE_REJECTED })
  @MaxLength(200, { message: GATE_REJECTED })
  code!: string;
}

export class GateResultDto {
  @ApiProperty({ example: true })
  ok!: boolean;
}
