import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { StorageModule } from '../storage/storage.module';
import { AccountExportsController } from './account-exports.controller';
import { AccountExports } from './account-exports.service';

/** POST /api/user/export, GET /api/user/exports and the download; the zip itself is the worker's account.export. */
@Module({
  imports: [AuthModule, StorageModule],
  controllers: [AccountExportsController],
  providers: [AccountExports],
})
export class AccountExportModule {}
