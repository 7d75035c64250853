import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, AppConfig } from '@genalpha/shared';
import { buildDataSourceOptions } from '@genalpha/db';
import { apiProcessCount } from '../api-processes';
import { connectionsPerProcess } from './connection-budget';

@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => {
        if (!config.databaseUrl) throw new Error('DATABASE_URL is not set (npm start sets it for the embedded database)');
        return { ...buildDataSourceOptions(config.databaseUrl, connectionsPerProcess(apiProcessCount())), retryAttempts: 3, retryDelay: 1000 };
      },
    }),
  ],
})
export class DatabaseModule {}
