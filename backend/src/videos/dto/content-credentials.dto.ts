import { ApiProperty } from '@nestjs/swagger';
import { CREDENTIALS_STATES, CredentialsState, TOOL_OPTIONS, ToolOption } from '@genalpha/shared';
import { VideoDetailRow } from '@genalpha/db';

export class CredentialsActionDto {
  @ApiProperty({ example: 'c2pa.created', description: 'The C2PA action (c2pa.created, c2pa.edited…)' })
  action!: string;

  @ApiProperty({ type: String, nullable: true, example: 'trainedAlgorithmicMedia', description: 'IPTC digital source type' })
  digitalSourceType!: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'OpenAI Sora' })
  softwareAgent!: string | null;
}

/** What the video's Content Credentials (its C2PA manifest) say, read from the upload before any transcode. */
export class ContentCredentialsDto {
  @ApiProperty({
    example: 'valid',
    enum: CREDENTIALS_STATES,
    enumName: 'CredentialsState',
    description:
      'valid: signed by a signer on our trust list, unchanged since, and the tool they name (if any) signed for by its maker; unconfirmed: the same, but the signer is not the maker of the tool they name (tool not confirmed); untrusted: intact, but the signer is not on our list; invalid: changed after signing; none: no credentials',
  })
  state!: CredentialsState;

  @ApiProperty({ type: String, nullable: true, example: 'OpenAI Sora', description: 'The claim generator the manifest names' })
  generator!: string | null;

  @ApiProperty({
    example: 'openai-sora',
    enum: TOOL_OPTIONS,
    enumName: 'ToolUsed',
    nullable: true,
    description: 'The tool the generator names, when we list it (confirmed only when valid)',
  })
  tool!: ToolOption | null;

  @ApiProperty({ type: String, nullable: true, example: 'OpenAI', description: "The signing certificate's organisation" })
  signer!: string | null;

  @ApiProperty({
    example: '2026-11-24T19:12:00.000Z',
    type: String,
    format: 'date-time',
    nullable: true,
    description: "When it was signed (the manifest's time-stamp), if it says",
  })
  signedAt!: string | null;

  @ApiProperty({ example: true, description: 'An action says a trained model made it (IPTC trainedAlgorithmicMedia and kin)' })
  aiGenerated!: boolean;

  @ApiProperty({ type: [CredentialsActionDto] })
  actions!: CredentialsActionDto[];

  @ApiProperty({ example: 0, type: 'integer', minimum: 0, description: 'Ingredients (source assets) the manifest lists' })
  ingredientsCount!: number;

  @ApiProperty({ type: [String], example: ['assertion.bmffHash.mismatch'], description: 'The checks that failed (C2PA status codes), when invalid' })
  failures!: string[];

  @ApiProperty({
    type: String,
    nullable: true,
    example: '/objects/uploads/7d1f3c2e-7a55-4a8e-9a53-0f4a1de0c7b1',
    description: 'The original file, which carries the manifest (the playable copy may not); null without credentials',
  })
  originalUrl!: string | null;
}

export function toContentCredentialsDto(row: VideoDetailRow): ContentCredentialsDto {
  const found = row.credentials;
  return {
    state: row.credentialsState,
    generator: found?.generator ?? null,
    tool: found?.tool ?? null,
    signer: found?.signer ?? null,
    signedAt: found?.signedAt ?? null,
    aiGenerated: found?.aiGenerated ?? false,
    actions: found?.actions ?? [],
    ingredientsCount: found?.ingredientsCount ?? 0,
    failures: found?.failures ?? [],
    originalUrl: row.credentialsState === 'none' ? null : row.originalUrl,
  };
}
