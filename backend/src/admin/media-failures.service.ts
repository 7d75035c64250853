import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { BackfillOutput } from '@genalpha/shared';
import { PageQueryDto } from '../common/pagination';
import { ADMIN_VIDEO_COLUMNS, AdminVideoRow, toAdminVideoDto } from './admin-video-row';
import { MediaFailuresPageDto } from './dto/media-failure.dto';
import { AfterCursor, keysetTimestamp, readPage } from '@genalpha/db';

/** Each video whose media the worker gave up on (IDX_media_backfill_attempts_given_up), by its latest. */
const givenUp = (after: AfterCursor) => `
  WITH failures AS (
    SELECT "videoId", max("givenUpAt") AS "givenUpAt",
      json_agg(json_build_object('output', "output", 'attempts', "attempts", 'lastError', "lastError", 'givenUpAt', "givenUpAt") ORDER BY "givenUpAt" DESC) AS outputs
    FROM media_backfill_attempts WHERE "givenUpAt" IS NOT NULL GROUP BY "videoId"
  )
  SELECT ${ADMIN_VIDEO_COLUMNS}, f.outputs, ${keysetTimestamp('f."givenUpAt"')} AS "cursorAt"
  FROM failures f JOIN videos v ON v.id = f."videoId" JOIN users u ON u.id = v."userId"
  WHERE true ${after('f."givenUpAt"', 'v.id')}
  ORDER BY f."givenUpAt" DESC, v.id DESC`;

interface FailureRow extends AdminVideoRow {
  outputs: Array<{ output: BackfillOutput; attempts: number; lastError: string; givenUpAt: string }>;
  cursorAt: string;
}

@Injectable()
export class MediaFailuresService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async page(query: PageQueryDto): Promise<MediaFailuresPageDto> {
    const page = await readPage<FailureRow>(this.dataSource, query, { sql: givenUp, params: [], positionOf: (row) => ({ key: row.cursorAt, id: row.id }) });
    return {
      failures: page.items.map((row) => ({
        video: toAdminVideoDto(row),
        outputs: row.outputs.map((output) => ({ ...output, givenUpAt: new Date(output.givenUpAt).toISOString() })),
      })),
      nextCursor: page.nextCursor,
    };
  }
}
