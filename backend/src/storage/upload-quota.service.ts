import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { APP_CONFIG, AppConfig, UploadQuotaLimits } from '@genalpha/shared';
import { uploadsRepository } from '@genalpha/db';
import { RetryLaterException } from '../common/retry-later.exception';
import { UploadCandidate, UploadUsage, quotaRefusal, remainingBytes } from './upload-quota';

/**
 * Per-user upload quotas, enforced where uploads are issued (count), received (local PUT) and
 * claimed (bytes, s3): a user's decisions are serialised by a transaction-scoped advisory lock,
 * so parallel requests cannot each see the same room. Bytes count once received or claimed, and
 * while reserved by an upload in progress or a size declared for a URL still valid.
 */
@Injectable()
export class UploadQuota {
  readonly limits: UploadQuotaLimits;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const scaled = (value: number) => Math.max(1, Math.round(value * config.rateLimitScale));
    const { countPerHour, countPerDay, bytesPerHour, bytesPerDay } = config.uploadQuota;
    this.limits = {
      countPerHour: scaled(countPerHour),
      countPerDay: scaled(countPerDay),
      bytesPerHour: scaled(bytesPerHour),
      bytesPerDay: scaled(bytesPerDay),
    };
  }

  /** Serialises the user's quota decisions until `m`'s transaction ends (re-entrant: taking it again is free). */
  async lock(m: EntityManager, userId: string): Promise<void> {
    await uploadsRepository.lockQuota(m, userId);
  }

  /**
   * Takes the user's quota lock (until `m`'s transaction ends) and throws 429 with Retry-After unless
   * the candidate fits; returns the bytes left afterwards. `uploadId` leaves that upload's own usage out.
   */
  async enforce(m: EntityManager, userId: string, candidate: UploadCandidate, uploadId: string | null = null): Promise<number> {
    await this.lock(m, userId);
    const now = await uploadsRepository.now(m);
    const rows = await uploadsRepository.quotaUsage(m, userId, uploadId);
    const usage: UploadUsage[] = rows.map((row) => ({ createdAt: row.createdAt, bytes: Number(row.bytes) }));
    const refusal = quotaRefusal(usage, candidate, this.limits, now);
    if (refusal) throw new RetryLaterException(refusal.message, refusal.retryAfterSeconds);
    return remainingBytes(usage, this.limits, now) - candidate.bytes;
  }
}
