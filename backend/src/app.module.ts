import { type DynamicModule, Module } from '@nestjs/common';
import { ConfigModule, ConfigService } from '@nestjs/config';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminModule } from './admin';
import { AnalyticsModule } from './analytics';
import { BetaModule } from './beta';
import { ClockModule } from './common/clock';
import { RateLimitModule } from './common/rate-limit';
import { adminConfig } from './config/admin.config';
import { analyticsConfig } from './config/analytics.config';
import { appConfig } from './config/app.config';
import type { AllConfig } from './config/config.type';
import { databaseConfig } from './config/database.config';
import { digestConfig } from './config/digest.config';
import { installsConfig } from './config/installs.config';
import { mailConfig } from './config/mail.config';
import { rateLimitConfig } from './config/rate-limit.config';
import { PgPoolModule } from './database/pg-pool';
import { typeormOptions } from './database/typeorm-options';
import { DigestModule } from './digest';
import { HealthModule } from './health';
import { InfluencerModule } from './influencer';
import { InstallsModule } from './installs';
import { JobsModule } from './jobs';
import { LaunchPartyModule } from './launch-party';
import { RandomModule } from './random';
import { ReportLinksModule } from './report-links';
import { SupportModule } from './support';

export type AppModuleOptions = {
  databaseUrl: string;
  adminPassword?: string;
};

@Module({})
export class AppModule {
  static forRoot({ databaseUrl, adminPassword }: AppModuleOptions): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot({
          isGlobal: true,
          ignoreEnvFile: true,
          load: [appConfig, databaseConfig, rateLimitConfig, adminConfig(adminPassword), mailConfig, analyticsConfig, digestConfig, installsConfig],
        }),
        TypeOrmModule.forRootAsync({
          inject: [ConfigService],
          useFactory: (config: ConfigService<AllConfig, true>) => ({
            ...typeormOptions(databaseUrl, config.getOrThrow('database.poolSize', { infer: true })),
            entities: [],
            autoLoadEntities: true,
            retryAttempts: 3,
            retryDelay: 1_000,
          }),
        }),
        PgPoolModule.forRoot(databaseUrl),
        JobsModule,
        ClockModule,
        RateLimitModule,
        HealthModule,
        RandomModule,
        AdminModule,
        BetaModule,
        SupportModule,
        InfluencerModule,
        LaunchPartyModule,
        AnalyticsModule,
        ReportLinksModule,
        DigestModule,
        InstallsModule,
      ],
    };
  }
}
